import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { insertHashtags, replaceHashtags } from './queries.js';

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

/** The hashtags of answers just inserted, all at once (an import's batch; none had any before). */
export async function indexNewHashtags(
  db: Kysely<Database>,
  answers: Array<{
    id: number;
    question: string;
    answer: string | null;
    date: string;
    warned: boolean;
    lang: string | null;
  }>,
  fallbackLang: string,
): Promise<void> {
  const rows = answers.flatMap((q) =>
    extractHashtags(`${q.question}\n${q.answer ?? ''}`).map((tag) => ({
      question_id: q.id,
      tag,
      date_added: q.date,
      warned: q.warned ? (1 as const) : (0 as const),
      lang: q.lang ?? fallbackLang,
    })),
  );
  if (rows.length > 0) await insertHashtags(db, rows);
}
