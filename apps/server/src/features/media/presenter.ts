import type { MediaItem } from '@qurio/contract';

/**
 * An answer's pictures as `questions.media` keeps them (written with the ledger by
 * media/service.ts setAnswerMedia): the one reader of that column, for the question presenter,
 * the moderators' list, the cards and the export. Pure.
 */
export function answerMediaOf(column: string | null): MediaItem[] {
  return column ? (JSON.parse(column) as MediaItem[]) : [];
}
