import type { Language, Trend } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { notBlockedWith } from '../users/relations.js';

const TRENDING_TAGS = 6;
const TRENDING_PROMPTS = 4;
const SUGGESTIONS = 5;
const RANDOM_USERS = 12;
const DAY = 24 * 60 * 60_000;

/**
 * Hashtags with the most answers in the last 24 hours (the last 7 days when fewer than a full
 * list), then the prompts of the language with the most answers.
 */
export async function listTrends(ctx: AppContext, lang: Language): Promise<Trend[]> {
  const db = ctx.db.kysely;
  const now = ctx.now().getTime();
  const tagsSince = (since: number) =>
    db
      .selectFrom('hashtags')
      .select(['tag', (eb) => eb.fn.countAll<number>().as('n')])
      .where('date_added', '>', new Date(now - since).toISOString())
      .groupBy('tag')
      .orderBy('n', 'desc')
      .orderBy('tag')
      .limit(TRENDING_TAGS)
      .execute();
  let tags = await tagsSince(DAY);
  if (tags.length < TRENDING_TAGS) tags = await tagsSince(7 * DAY);
  const prompts = await db
    .selectFrom('prompts')
    .select(['id', 'text', 'answer_count'])
    .where('lang', '=', lang)
    .where('active', '=', 1)
    .where('answer_count', '>', 0)
    .orderBy('answer_count', 'desc')
    .orderBy('id')
    .limit(TRENDING_PROMPTS)
    .execute();
  return [
    ...tags.map((t) => ({ type: 'hashtag' as const, id: 0, text: `#${t.tag}`, counter: Number(t.n) })),
    ...prompts.map((p) => ({ type: 'question' as const, id: p.id, text: p.text, counter: Number(p.answer_count) })),
  ];
}

const SUMMARY = ['u.id', 'u.username', 'u.fullname', 'u.image', 'u.verified', 'u.status'] as const;

/**
 * Up to five members to follow: first people followed by the people I follow (most shared
 * first), then the most followed; never myself, anyone I follow, or anyone blocked either way.
 */
export async function listSuggestions(ctx: AppContext, viewerId: number | null) {
  const db = ctx.db.kysely;
  const excluded =
    (column: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: shared condition over the alias u
    (eb: any) =>
      viewerId === null
        ? eb.lit(true)
        : eb.and([
            eb(column, '!=', viewerId),
            eb(column, 'not in', db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId)),
          ]);
  const friendsOfFriends =
    viewerId === null
      ? []
      : await db
          .selectFrom('follows as f1')
          .innerJoin('follows as f2', 'f2.follower_id', 'f1.followee_id')
          .innerJoin('users as u', 'u.id', 'f2.followee_id')
          .select([...SUMMARY, (eb) => eb.fn.countAll<number>().as('shared')])
          .where('f1.follower_id', '=', viewerId)
          .where('u.status', '=', 'active')
          .where(excluded('u.id'))
          .where(notBlockedWith(viewerId, 'u.id'))
          .groupBy(SUMMARY)
          .orderBy('shared', 'desc')
          .orderBy('u.id')
          .limit(SUGGESTIONS)
          .execute();
  const picked = new Set(friendsOfFriends.map((u) => u.id));
  const popular =
    friendsOfFriends.length >= SUGGESTIONS
      ? []
      : await db
          .selectFrom('users as u')
          .select(SUMMARY)
          .where('u.status', '=', 'active')
          .where(excluded('u.id'))
          .where(notBlockedWith(viewerId, 'u.id'))
          .orderBy('u.follower_count', 'desc')
          .orderBy('u.id')
          .limit(SUGGESTIONS * 2)
          .execute();
  return [...friendsOfFriends, ...popular.filter((u) => !picked.has(u.id))].slice(0, SUGGESTIONS);
}

/**
 * Up to twelve active members with a profile image, for the footer. A random starting id and an
 * index range instead of ORDER BY random(), which would read the whole table.
 */
export async function listRandomUsers(ctx: AppContext) {
  const db = ctx.db.kysely;
  const bounds = await db
    .selectFrom('users')
    .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
    .executeTakeFirst();
  const lo = Number(bounds?.lo ?? 0);
  const hi = Number(bounds?.hi ?? 0);
  const start = lo + Math.floor(Math.random() * Math.max(1, hi - lo + 1));
  const pick = (cmp: '>=' | '<') =>
    db
      .selectFrom('users as u')
      .select(SUMMARY)
      .where('u.id', cmp, start)
      .where('u.status', '=', 'active')
      .where('u.image', 'is not', null)
      .orderBy('u.id', cmp === '>=' ? 'asc' : 'desc')
      .limit(RANDOM_USERS)
      .execute();
  const after = await pick('>=');
  const before = after.length < RANDOM_USERS ? await pick('<') : [];
  return [...after, ...before].slice(0, RANDOM_USERS);
}
