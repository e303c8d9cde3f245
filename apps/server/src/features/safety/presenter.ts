import type { BlockedAsker, MutedWord } from '@qurio/contract';
import type { AskerBlockRow, MutedWordRow } from './queries.js';

/** "Anonymous asker · blocked on {date} · the question": the entry, never who asked. */
export function presentBlockedAsker(row: AskerBlockRow): BlockedAsker {
  return { id: row.id, question: row.question, date_added: row.date_added };
}

export function presentMutedWord(row: MutedWordRow): MutedWord {
  return { word: row.word, date_added: row.date_added };
}
