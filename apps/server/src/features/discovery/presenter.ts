import type { Trend } from '@qurio/contract';
import type { PromptRow } from '../prompts/queries.js';

/** Trending hashtags first, then prompts, each with how many answers it has. */
export function presentTrends(tags: Array<{ tag: string; n: number }>, prompts: PromptRow[]): Trend[] {
  return [
    ...tags.map((t) => ({ type: 'hashtag' as const, id: 0, text: `#${t.tag}`, counter: Number(t.n) })),
    ...prompts.map((p) => ({ type: 'question' as const, id: p.id, text: p.text, counter: Number(p.answer_count) })),
  ];
}
