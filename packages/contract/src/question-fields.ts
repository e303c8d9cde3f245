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
