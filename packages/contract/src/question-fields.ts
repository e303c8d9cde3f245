import { z } from 'zod';
import { boundedText, idField } from './fields.js';
import { LIMITS } from './limits.js';

/**
 * Fields the questions and prompts calls share. Not re-exported by index.ts: they are parts of
 * call definitions, not part of the package's public list.
 */
export const answerText = boundedText(
  'ANSWER_REQUIRED',
  'ANSWER_TOO_SHORT',
  'ANSWER_TOO_LONG',
  LIMITS.answerMin,
  LIMITS.answerMax,
);
export const questionId = idField('QUESTION_ID_REQUIRED');

/**
 * An answer's content warning (issue 33), trimmed: readers see the answer folded under it. Empty
 * means none; on reAnswerQuestion, left out keeps the one the answer has.
 */
export const contentWarning = z
  .string({ error: 'VALIDATION_FAILED' })
  .trim()
  .max(LIMITS.contentWarningMax, { error: 'CONTENT_WARNING_TOO_LONG' });

/** One uploaded picture an answer carries, by the id uploadMedia answered, with its description. */
export const attachedMedia = z
  .array(
    z.object({
      id: idField('MEDIA_NOT_FOUND'),
      alt: z.string({ error: 'VALIDATION_FAILED' }).trim().max(LIMITS.altMax, { error: 'ALT_TOO_LONG' }).default(''),
    }),
    { error: 'VALIDATION_FAILED' },
  )
  .max(LIMITS.mediaPerAnswer, { error: 'TOO_MANY_MEDIA' })
  .refine((items) => new Set(items.map((m) => m.id)).size === items.length, { error: 'VALIDATION_FAILED' });
