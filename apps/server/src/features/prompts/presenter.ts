import type { Prompt } from '@qurio/contract';
import type { PromptRow } from './queries.js';

export function presentPrompt(row: PromptRow): Prompt {
  return { id: row.id, question: row.text, lang: row.lang, answer_count: Number(row.answer_count) };
}
