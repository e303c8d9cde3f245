import type { MeUser, PublicUser, SessionUser } from '@qurio/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getSession, updateSession } from '../../lib/session-store';
import { userKeys } from '../users/keys';

type MyFields = Partial<
  Pick<SessionUser, 'fullname' | 'bio' | 'image' | 'cover' | 'email' | 'email_verified' | 'lang'>
>;

/**
 * After a settings change the same fields live in three places: the stored session (header,
 * next start), the left profile card (`myProfile`) and the owner's cached profile page. All three
 * change together, so no screen shows the old name or picture until a refetch.
 */
export function applyMyChanges(queryClient: QueryClient, fields: MyFields): void {
  const session = getSession();
  updateSession(fields);
  queryClient.setQueryData<MeUser>(userKeys.me(), (me) => (me ? { ...me, ...fields } : me));
  if (session) {
    queryClient.setQueryData<PublicUser>(userKeys.profile(session.username), (user) =>
      user ? { ...user, ...pickPublic(fields) } : user,
    );
  }
}

/** The e-mail and language are private: they never enter the cached public profile. */
function pickPublic({ fullname, bio, image, cover }: MyFields): Partial<PublicUser> {
  const out: Partial<PublicUser> = {};
  if (fullname !== undefined) out.fullname = fullname;
  if (bio !== undefined) out.bio = bio;
  if (image !== undefined) out.image = image;
  if (cover !== undefined) out.cover = cover;
  return out;
}

/**
 * The profile lives under a new URL after a username change: drop what was cached under the old
 * one (the left card loads again, settingsWrites.username).
 */
export function applyNewUsername(queryClient: QueryClient, oldUsername: string, username: string): void {
  updateSession({ username });
  queryClient.setQueryData<MeUser>(userKeys.me(), (me) => (me ? { ...me, username } : me));
  queryClient.removeQueries({ queryKey: userKeys.profile(oldUsername) });
}
