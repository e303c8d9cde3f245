import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, okResponse, pageQuery } from './fields.js';
import { answerText, attachedMedia, contentWarning, questionId } from './question-fields.js';
import { question } from './questions.js';
import * as ROUTES from './routes.js';

export const prompt = z.object({
  id: z.number().int(),
  question: z.string(),
  lang: z.string(),
  answer_count: z.number().int(),
});
export type Prompt = z.infer<typeof prompt>;

export const preQuestions = defineCall({
  ...ROUTES.preQuestions,
  auth: 'required',
  scope: 'answer',
  response: z.object({ questions: z.array(prompt) }),
});

export const answerPreQuestion = defineCall({
  ...ROUTES.answerPreQuestion,
  auth: 'required',
  scope: 'answer',
  input: z.object({
    question_id: questionId,
    answer: answerText,
    media: attachedMedia.optional(),
    content_warning: contentWarning.optional(),
  }),
  response: okResponse.extend({ question }),
});

/** Every member's answer to one prompt, with the prompt itself. */
export const questionAnswers = defineCall({
  ...ROUTES.questionAnswers,
  auth: 'optional',
  scope: 'read',
  input: pageQuery.extend({ id: idField('ID_REQUIRED') }),
  response: z.object({ prompt, answers: z.array(question), limit: z.number().int() }),
});
