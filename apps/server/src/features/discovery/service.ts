import { isLanguage, type Language } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { listPopularPrompts, type PromptRow } from '../prompts/queries.js';
import {
  findUserIdRange,
  listActiveUsersFrom,
  listFriendsOfFriends,
  listMostFollowed,
  listTopHashtags,
  type SummaryRow,
} from './queries.js';

const TRENDING_TAGS = 6;
const TRENDING_PROMPTS = 4;
const SUGGESTIONS = 5;
const RANDOM_USERS = 12;
const DAY = 24 * 60 * 60_000;

/**
 * Hashtags with the most answers in the viewer's language in the last 24 hours (the last 7 days
 * when fewer than a full list), filled up from every language's last 7 days when a language has
 * too few; then the prompts of the language with the most answers. A member's own language wins
 * over the one the page asks for.
 */
export async function listTrends(
  ctx: AppContext,
  viewer: UserRow | null,
  asked: Language | undefined,
): Promise<{ tags: Array<{ tag: string; n: number }>; prompts: PromptRow[] }> {
  const lang = viewer && isLanguage(viewer.lang) ? viewer.lang : (asked ?? 'en');
  const db = ctx.db.kysely;
  const now = ctx.now().getTime();
  const tagsSince = (since: number, of: string | null, limit = TRENDING_TAGS) =>
    listTopHashtags(db, new Date(now - since).toISOString(), of, limit);
  let tags = await tagsSince(DAY, lang);
  if (tags.length < TRENDING_TAGS) tags = await tagsSince(7 * DAY, lang);
  if (tags.length < TRENDING_TAGS) {
    const have = new Set(tags.map((t) => t.tag));
    const others = (await tagsSince(7 * DAY, null, 2 * TRENDING_TAGS)).filter((t) => !have.has(t.tag));
    tags = [...tags, ...others].slice(0, TRENDING_TAGS);
  }
  return { tags, prompts: await listPopularPrompts(db, lang, TRENDING_PROMPTS) };
}

/**
 * Up to five members to follow, those of `lang` (the member's interface language) first (issue
 * 34): people followed by the people I follow (of my language first, then most shared), then the
 * most followed of my language, then the most followed of the others when my language has too
 * few; never myself, anyone I follow, or anyone blocked either way.
 */
export async function listSuggestions(ctx: AppContext, viewerId: number | null, lang: Language): Promise<SummaryRow[]> {
  const db = ctx.db.kysely;
  let picked = viewerId === null ? [] : await listFriendsOfFriends(db, viewerId, lang, SUGGESTIONS);
  const fillUp = async (of: { of: string } | { except: string }) => {
    if (picked.length >= SUGGESTIONS) return;
    const have = new Set(picked.map((u) => u.id));
    const more = await listMostFollowed(db, viewerId, of, SUGGESTIONS * 2);
    picked = [...picked, ...more.filter((u) => !have.has(u.id))].slice(0, SUGGESTIONS);
  };
  // A friend of a friend in another language stays, after the popular members of mine.
  const inMine = picked.filter((u) => u.lang === lang);
  const others = picked.filter((u) => u.lang !== lang);
  picked = inMine;
  await fillUp({ of: lang });
  picked = [...picked, ...others].slice(0, SUGGESTIONS);
  await fillUp({ except: lang });
  return picked;
}

/**
 * Up to twelve active members for the footer, from a random starting id: of the reader's language
 * first (issue 34), filled up from every language when it has too few. Members without a
 * picture of their own are shown too: every member has the default avatar (spec §3), and a new
 * community where nobody uploaded one had an empty footer.
 */
export async function listRandomUsers(ctx: AppContext, lang: Language): Promise<SummaryRow[]> {
  const db = ctx.db.kysely;
  const { lo, hi } = await findUserIdRange(db);
  const start = lo + Math.floor(Math.random() * Math.max(1, hi - lo + 1));
  let users: SummaryRow[] = [];
  for (const of of [lang, null]) {
    const have = new Set(users.map((u) => u.id));
    for (const cmp of ['>=', '<'] as const) {
      if (users.length >= RANDOM_USERS) break;
      const more = await listActiveUsersFrom(db, start, cmp, of, RANDOM_USERS);
      users = [...users, ...more.filter((u) => !have.has(u.id))].slice(0, RANDOM_USERS);
      for (const u of more) have.add(u.id);
    }
  }
  return users;
}
