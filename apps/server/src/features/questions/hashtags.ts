import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { replaceHashtags } from './queries.js';

const HASHTAG = /(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,50})/gu;

/** Hashtags of a text, lower-cased and unique, in order of appearance. */
export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) if (match[1]) tags.add(match[1].toLocaleLowerCase());
  return [...tags].slice(0, 20);
}

/**
 * Replaces a question's hashtags with those of its question and answer; an answer with a content
 * warning keeps its hashtags for search but is marked out of trends (`warned`).
 */
export async function indexHashtags(
  db: Kysely<Database>,
  q: { id: number; question: string; answer: string | null; date: string; warned: boolean },
): Promise<void> {
  await replaceHashtags(db, q.id, extractHashtags(`${q.question}\n${q.answer ?? ''}`), q.date, q.warned);
}
