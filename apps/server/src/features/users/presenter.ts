import {
  badgesFor,
  isLanguage,
  type Language,
  LIMITS,
  type MeUser,
  type PublicUser,
  type SessionUser,
  type UserSummary,
} from '@qurio/contract';
import type { UserRow } from '../../db/types.js';
import { needsConsent } from '../../lib/consent.js';
import { roleOf } from '../../lib/roles.js';
import { askingRulesFor, onlyAccountsMayAsk } from '../questions/asking-rules.js';
import type { Relation } from './relations.js';

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
    consent_required: needsConsent(user),
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
    allow_only_accounts: onlyAccountsMayAsk(user),
    followerCount: Number(user.follower_count),
    followingCount: Number(user.following_count),
    answersCount: Number(user.answer_count),
    pendingAnswersCount: Number(user.pending_count),
    badges: badgesFor(Number(user.answer_count), new Date(user.date_added), now),
    role: roleOf(user),
  };
}

type SummaryRow = Pick<UserRow, 'id' | 'username' | 'fullname' | 'image' | 'verified' | 'status'>;

/**
 * A member wherever they appear beside something (a named asker, a liker, a list row). A frozen or
 * suspended member is presented as their own profile is: the username only, no name or picture.
 */
export function presentUserSummary(user: SummaryRow): UserSummary {
  const hidden = user.status !== 'active';
  return {
    id: user.id,
    username: user.username,
    fullname: hidden ? user.username : user.fullname,
    image: hidden ? null : user.image,
    verified: !hidden && Number(user.verified) === 1,
  };
}

export function isOnline(user: Pick<UserRow, 'show_online' | 'last_active'>, now: Date): boolean {
  return (
    user.show_online === 1 &&
    user.last_active !== null &&
    now.getTime() - Date.parse(user.last_active) <= LIMITS.onlineWindowMs
  );
}

/**
 * A profile as the viewer may see it. Behind a block or a suspension only the name remains:
 * no bio, images, counts or activity.
 */
export function presentPublicUser(user: UserRow, relation: Relation, viewerId: number | null, now: Date): PublicUser {
  const isSuspended = user.status === 'suspended';
  const isBlocked = relation.blockedBy || relation.blockedByMe;
  const hidden = isSuspended || isBlocked;
  const answers = Number(user.answer_count);
  return {
    id: user.id,
    username: user.username,
    fullname: hidden ? user.username : user.fullname,
    image: hidden ? null : user.image,
    cover: hidden ? null : user.cover,
    bio: hidden ? '' : user.bio,
    verified: !hidden && user.verified === 1,
    date_added: user.date_added,
    allow_ask: !hidden && user.allow_ask === 1,
    allow_only_accounts: onlyAccountsMayAsk(user),
    followerCount: hidden ? 0 : Number(user.follower_count),
    followingCount: hidden ? 0 : Number(user.following_count),
    answersCount: hidden ? 0 : answers,
    isFollowing: !hidden && relation.isFollowing,
    isOnline: !hidden && isOnline(user, now),
    isBlocked,
    blockedBy: relation.blockedBy,
    blockedByMe: relation.blockedByMe,
    isSuspended,
    exists: true,
    badges: hidden ? [] : badgesFor(answers, new Date(user.date_added), now),
    asking: askingRulesFor(user, viewerId === null ? null : { id: viewerId }, relation, !hidden),
  };
}
