import { z } from 'zod';
import { ANONYMOUS_CIRCLES, INBOX_FILTERS } from './asking.js';
import { defineCall } from './call.js';
import { boundedText, idField, MAX_ID, okResponse, pageQuery, reportReasonField, usernameField } from './fields.js';
import { LIMITS } from './limits.js';
import { answerText, attachedMedia, contentWarning, questionId } from './question-fields.js';
import * as ROUTES from './routes.js';

/** The least a card needs to show a person. */
export const userSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummary>;

/**
 * A picture or an animated GIF in an answer. Every URL is made once at upload, under a random
 * name: nothing in it names the uploader or the original file, and no metadata of the original
 * survives (features/media). `width`/`height` are those of `url`, so a page can reserve the
 * space before the picture loads.
 */
export const mediaItem = z.object({
  id: z.number().int(),
  /** 'image': a still picture (JPEG); 'animated': an animated GIF, kept moving as animated WebP. */
  kind: z.enum(['image', 'animated']),
  /** The description for people who cannot see it; may be empty on pictures posted through the API. */
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The full-size rendition: the largest JPEG, or the animated WebP. */
  url: z.string(),
  /**
   * Still JPEG renditions, narrowest first (320, 640 and 1280 px wide, as far as the original
   * reaches): a srcset, and for an animated one its first frame for readers who ask for less motion.
   */
  sizes: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});
export type MediaItem = z.infer<typeof mediaItem>;

/**
 * Every question object the API returns. Built by one presenter: for an anonymous question
 * `sender_id` and `sender` are always null, whoever asks.
 */
export const question = z.object({
  id: z.number().int(),
  /** The recipient, who answers. */
  user_id: z.number().int(),
  sender_id: z.number().int().nullable(),
  anonymous: z.boolean(),
  question: z.string(),
  answer: z.string().nullable(),
  status: z.enum(['pending', 'answered']),
  filtered: z.boolean(),
  like_count: z.number().int(),
  liked: z.boolean(),
  /** Set when this is a member's answer to a site-wide prompt. */
  prompt_id: z.number().int().nullable(),
  date_added: z.string(),
  date_answered: z.string().nullable(),
  user: userSummary,
  sender: userSummary.nullable(),
  /** The answer's pictures, in order (empty for questions and text-only answers). */
  media: z.array(mediaItem),
  /**
   * The author's content warning (issue 33), null when none: readers see the answer folded under
   * it until they open it, unless their setting `unfold_warnings` is on.
   */
  content_warning: z.string().nullable(),
  /** The answer came from an archive of another site or server (issue 35): shown with a small mark. */
  imported: z.boolean(),
  /** The likers, on the single-question call only. */
  likes: z.array(userSummary).optional(),
});
export type Question = z.infer<typeof question>;

const questionText = boundedText(
  'QUESTION_REQUIRED',
  'QUESTION_TOO_SHORT',
  'QUESTION_TOO_LONG',
  LIMITS.questionMin,
  LIMITS.questionMax,
);
const page = z.object({ questions: z.array(question), limit: z.number().int() });

export const ask = defineCall({
  ...ROUTES.ask,
  auth: 'optional',
  scope: 'ask',
  input: z.object({
    user_id: idField('USER_ID_REQUIRED'),
    question: questionText,
    /** Members may ask by name; guests are always anonymous. */
    anonymous: z.boolean({ error: 'VALIDATION_FAILED' }).optional(),
    /**
     * The anonymous circle the ask form showed (profile `asking.anonymous_from`): an anonymous
     * question is refused with ASK_RULES_CHANGED when the recipient has narrowed it since, so
     * nobody is asked in a circle smaller than the one they were told of.
     */
    anonymous_from: z.enum(ANONYMOUS_CIRCLES, { error: 'VALIDATION_FAILED' }).optional(),
  }),
  response: okResponse,
});

/** How many pending questions each inbox filter holds, each at most LIMITS.inboxCountMax + 1. */
export const inboxCounts = z.object({
  all: z.number().int(),
  anonymous: z.number().int(),
  named: z.number().int(),
  following: z.number().int(),
  flagged: z.number().int(),
});
export type InboxCounts = z.infer<typeof inboxCounts>;

/**
 * The inbox, optionally one filter of it (INBOX_FILTERS). `held`: how many questions the member's
 * muted words held back (safety.ts heldQuestions); `counts`: how many each filter holds.
 */
export const myQuestions = defineCall({
  ...ROUTES.myQuestions,
  auth: 'required',
  scope: 'answer',
  input: pageQuery.extend({ filter: z.enum(INBOX_FILTERS, { error: 'VALIDATION_FAILED' }).optional() }),
  response: page.extend({ held: z.number().int(), counts: inboxCounts }),
});

export const answer = defineCall({
  ...ROUTES.answer,
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

/**
 * `media`, when given, is the answer's whole new set in order: pictures left out are deleted, an
 * empty list removes them all. Left out, the pictures stay as they are; so does the content
 * warning (an empty one removes it).
 */
export const reAnswerQuestion = defineCall({
  ...ROUTES.reAnswerQuestion,
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

/**
 * Multipart, one file in the field `media` (Jpg, Png or Gif, at most LIMITS.uploadMaxBytes).
 * Answers the picture as it will be shown, with an empty `alt`; answer or reAnswerQuestion puts
 * it in an answer by its id. A picture no answer takes within a day is deleted.
 */
export const uploadMedia = defineCall({
  ...ROUTES.uploadMedia,
  auth: 'required',
  scope: 'answer',
  response: z.object({ status: z.literal(true), media: mediaItem }),
});

export const deleteQuestion = defineCall({
  ...ROUTES.deleteQuestion,
  auth: 'required',
  scope: 'answer',
  input: z.object({ question_id: questionId }),
  response: z.object({ status: z.literal(true) }),
});

/**
 * Deletes several of the member's own questions at once (inbox in bulk): up to 100 ids, or every
 * pending (`all: 'inbox'`) or held-back (`all: 'held'`) one. Ids that are not the member's own
 * are skipped without a word, as if they did not exist.
 */
export const deleteQuestions = defineCall({
  ...ROUTES.deleteQuestions,
  auth: 'required',
  scope: 'answer',
  input: z
    .object({
      question_ids: z
        .array(z.number({ error: 'QUESTION_ID_REQUIRED' }).int({ error: 'QUESTION_ID_REQUIRED' }).min(1).max(MAX_ID), {
          error: 'QUESTION_ID_REQUIRED',
        })
        .max(LIMITS.bulkDeleteMax, { error: 'TOO_MANY_IDS' })
        .optional(),
      all: z.enum(['inbox', 'held'], { error: 'VALIDATION_FAILED' }).optional(),
    })
    .refine((v) => (v.question_ids?.length ?? 0) > 0 || v.all !== undefined, { error: 'QUESTION_ID_REQUIRED' }),
  response: okResponse.extend({ deleted: z.number().int() }),
});

export const getQuestion = defineCall({
  ...ROUTES.getQuestion,
  auth: 'optional',
  scope: 'read',
  input: z.object({ username: usernameField, id: idField('ID_REQUIRED') }),
  response: z.object({ status: z.literal(true), question }),
});

/** A profile's answers, newest first. */
export const questions = defineCall({
  ...ROUTES.questions,
  auth: 'optional',
  scope: 'read',
  input: pageQuery.extend({ username: usernameField }),
  response: page,
});

export const likeQuestion = defineCall({
  ...ROUTES.likeQuestion,
  auth: 'required',
  input: z.object({ id: idField('ID_REQUIRED') }),
  response: okResponse.extend({ liked: z.boolean(), like_count: z.number().int() }),
});

export const reportQuestion = defineCall({
  ...ROUTES.reportQuestion,
  auth: 'required',
  input: z.object({ question_id: questionId, reason: reportReasonField }),
  response: okResponse,
});

/**
 * A profile's pinned answers (issue 33), in the order its owner chose, at most LIMITS.pinsMax; the
 * same visibility as the profile's answers (`questions`). Pinned answers also keep their place in
 * the chronological list.
 */
export const pinnedAnswers = defineCall({
  ...ROUTES.pinnedAnswers,
  auth: 'optional',
  scope: 'read',
  input: z.object({ username: usernameField }),
  response: z.object({ questions: z.array(question) }),
});

/** The ids of the member's pinned answers, in order, after a change. */
const pinsResponse = okResponse.extend({ pins: z.array(z.number().int()) });

/** Pins one of the member's own answers after their other pins; TOO_MANY_PINS past LIMITS.pinsMax. */
export const pinAnswer = defineCall({
  ...ROUTES.pinAnswer,
  auth: 'required',
  scope: 'answer',
  input: z.object({ question_id: questionId }),
  response: pinsResponse,
});

/** Unpins an answer; one that is not pinned leaves the pins as they are. */
export const unpinAnswer = defineCall({
  ...ROUTES.unpinAnswer,
  auth: 'required',
  scope: 'answer',
  input: z.object({ question_id: questionId }),
  response: pinsResponse,
});

/** The new order of the member's pins: exactly the pinned ids, each once (PINS_INVALID otherwise). */
export const reorderPins = defineCall({
  ...ROUTES.reorderPins,
  auth: 'required',
  scope: 'answer',
  input: z.object({
    question_ids: z
      .array(z.number({ error: 'PINS_INVALID' }).int({ error: 'PINS_INVALID' }).min(1).max(MAX_ID), {
        error: 'PINS_INVALID',
      })
      .max(LIMITS.pinsMax, { error: 'PINS_INVALID' }),
  }),
  response: pinsResponse,
});
