import { badgesFor, isLanguage, type Language, type MeUser, type SessionUser } from '@qurio/contract';
import type { UserRow } from '../../db/types.js';

function language(value: string): Language {
  return isLanguage(value) ? value : 'en';
}

/** The record the web app stores locally after login, registration or refresh. */
export function presentSessionUser(user: UserRow, accessToken: string): SessionUser {
  return {
    access_token: accessToken,
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    email_verified: user.email_verified === 1,
    image: user.image,
    cover: user.cover,
    bio: user.bio,
    lang: language(user.lang),
    verified: user.verified === 1,
  };
}

/** The signed-in user's own profile, with counters and badges. */
export function presentMe(user: UserRow, now: Date): MeUser {
  const { access_token: _, ...session } = presentSessionUser(user, '');
  return {
    ...session,
    status: user.status,
    date_added: user.date_added,
    last_active: user.last_active,
    allow_ask: user.allow_ask === 1,
    allow_only_accounts: user.allow_only_accounts === 1,
    followerCount: Number(user.follower_count),
    followingCount: Number(user.following_count),
    answersCount: Number(user.answer_count),
    pendingAnswersCount: Number(user.pending_count),
    badges: badgesFor(Number(user.answer_count), new Date(user.date_added), now),
  };
}
