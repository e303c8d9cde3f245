import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/types.js';
import { notBlockedWith } from '../users/queries.js';

export type SummaryRow = Pick<UserRow, 'id' | 'username' | 'fullname' | 'image' | 'verified' | 'status' | 'lang'>;

const SUMMARY = ['u.id', 'u.username', 'u.fullname', 'u.image', 'u.verified', 'u.status', 'u.lang'] as const;

/**
 * Hashtags with the most answers since a time, most used first: of one language
 * (hashtags_lang_recent_idx) or of every language (hashtags_recent_idx). Both indexes hold only
 * the hashtags of answers without a content warning (issue 33), which trends leave out: the
 * condition is written as SQL, not bound, so that the databases match it to the partial indexes.
 */
export async function listTopHashtags(
  db: Kysely<Database>,
  since: string,
  lang: string | null,
  limit: number,
): Promise<Array<{ tag: string; n: number }>> {
  let q = db
    .selectFrom('hashtags')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql<boolean>`warned = 0`)
    .where('date_added', '>', since);
  if (lang !== null) q = q.where('lang', '=', lang);
  const rows = await q.groupBy('tag').orderBy('n', 'desc').orderBy('tag').limit(limit).execute();
  return rows.map((r) => ({ tag: r.tag, n: Number(r.n) }));
}

/** Neither the viewer nor anyone they follow (a guest excludes nobody). */
function notMeNorFollowed(db: Kysely<Database>, viewerId: number | null, column: string) {
  // biome-ignore lint/suspicious/noExplicitAny: shared condition over the alias u
  return (eb: any) =>
    viewerId === null
      ? eb.lit(true)
      : eb.and([
          eb(column, '!=', viewerId),
          eb(column, 'not in', db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId)),
        ]);
}

/** People followed by the people the viewer follows, those of `lang` first, then most shared first. */
export function listFriendsOfFriends(
  db: Kysely<Database>,
  viewerId: number,
  lang: string,
  limit: number,
): Promise<SummaryRow[]> {
  return (
    db
      .selectFrom('follows as f1')
      .innerJoin('follows as f2', 'f2.follower_id', 'f1.followee_id')
      .innerJoin('users as u', 'u.id', 'f2.followee_id')
      .select([...SUMMARY, (eb) => eb.fn.countAll<number>().as('shared')])
      .where('f1.follower_id', '=', viewerId)
      .where('u.status', '=', 'active')
      // Members who chose to stay out of explore and search (users.listed) are suggested to no one.
      .where('u.listed', '=', 1)
      .where(notMeNorFollowed(db, viewerId, 'u.id'))
      .where(notBlockedWith(viewerId, 'u.id'))
      .groupBy(SUMMARY)
      .orderBy(sql`case when u.lang = ${lang} then 0 else 1 end`)
      .orderBy('shared', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .execute()
  );
}

/**
 * The most followed active members the viewer does not follow yet: of one language
 * (users_lang_followers_idx), or of any other (`except`: users_status_followers_idx, skipping it).
 */
export function listMostFollowed(
  db: Kysely<Database>,
  viewerId: number | null,
  lang: { of: string } | { except: string },
  limit: number,
): Promise<SummaryRow[]> {
  return (
    db
      .selectFrom('users as u')
      .select(SUMMARY)
      .where('u.status', '=', 'active')
      .where('of' in lang ? sql<boolean>`u.lang = ${lang.of}` : sql<boolean>`u.lang <> ${lang.except}`)
      // Members who chose to stay out of explore and search (users.listed) are suggested to no one.
      .where('u.listed', '=', 1)
      .where(notMeNorFollowed(db, viewerId, 'u.id'))
      .where(notBlockedWith(viewerId, 'u.id'))
      .orderBy('u.follower_count', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .execute()
  );
}

/** The lowest and highest user id, 0 for an empty table. */
export async function findUserIdRange(db: Kysely<Database>): Promise<{ lo: number; hi: number }> {
  const bounds = await db
    .selectFrom('users')
    .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
    .executeTakeFirst();
  return { lo: Number(bounds?.lo ?? 0), hi: Number(bounds?.hi ?? 0) };
}

/**
 * Active members from an id on (`>=`, ascending) or below it (`<`, descending), of one language
 * when given (users_lang_idx): an index range instead of ORDER BY random(), which would read the
 * whole table.
 */
export function listActiveUsersFrom(
  db: Kysely<Database>,
  start: number,
  cmp: '>=' | '<',
  lang: string | null,
  limit: number,
): Promise<SummaryRow[]> {
  return (
    db
      .selectFrom('users as u')
      .select(SUMMARY)
      .$if(lang !== null, (qb) => qb.where('u.lang', '=', lang ?? ''))
      .where('u.id', cmp, start)
      .where('u.status', '=', 'active')
      // Members who chose to stay out of explore and search (users.listed) are suggested to no one.
      .where('u.listed', '=', 1)
      .orderBy('u.id', cmp === '>=' ? 'asc' : 'desc')
      .limit(limit)
      .execute()
  );
}
