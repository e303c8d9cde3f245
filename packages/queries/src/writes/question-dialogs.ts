import type { Question, ReportReason } from '@qurio/contract';
import {
  answer,
  answerPreQuestion,
  blockAsker,
  deleteQuestion,
  deleteQuestions,
  MEDIA_FIELD,
  moveToInbox,
  reAnswerQuestion,
  reportQuestion,
  uploadMedia,
} from '@qurio/contract/routes';
import { questionKeys, settingsKeys, userKeys } from '../keys';
import { bumpMyCount, patchQuestion, removeQuestion } from './cache';
import { defineWrite } from './define';
import { bumpHeldCount, bumpPending, emptyList } from './inbox-cache';

// The writes behind a card's dialogs and the inbox (answer, edit, delete, report, block the
// asker), in a module of their own: a bundler puts a module whole into one chunk, so beside the
// like and the ask (questions.ts) they rode along on every page that shows answers, a guest's
// first profile visit included, though only those dialogs (loaded on use) need them.

export type AnswerKind = 'answer' | 'edit' | 'prompt';

export interface AnswerVariables {
  kind: AnswerKind;
  /** The question's id, or the prompt's id for `prompt`. */
  question_id: number;
  answer: string;
  /**
   * The answer's pictures by the ids uploadMedia answered, with their descriptions. For an edit,
   * the whole new set (left out: the pictures stay as they are).
   */
  media?: Array<{ id: number; alt: string }>;
  /**
   * The answer's content warning (issue 33), trimmed by the server; empty removes it on an edit.
   * Left out, a new answer has none and an edit keeps the one it has.
   */
  content_warning?: string;
}

/**
 * Answering a question or a prompt, or editing one's answer. Not optimistic: the form waits for
 * the server's word (SPEC §4). An edit changes the text everywhere; a new answer leaves the inbox
 * (or the prompts offered), the member's answer count grows by one; then the lists that now hold it
 * load again: the member's profile and timeline, the prompt's answers and the prompts offered, the
 * pending count (the union of what the web and the app each refreshed).
 */
export const answerQuestion = defineWrite({
  name: 'questions.answer',
  call: ({ api }, { kind, question_id, answer: text, media, content_warning }: AnswerVariables) => {
    const input = {
      question_id,
      answer: text,
      ...(media ? { media } : {}),
      ...(content_warning === undefined ? {} : { content_warning }),
    };
    if (kind === 'edit') return api.call(reAnswerQuestion, input);
    if (kind === 'prompt') return api.call(answerPreQuestion, input);
    return api.call(answer, input);
  },
  apply: (client, { question: answered }, { kind, question_id }, { me }) => {
    if (kind === 'edit') {
      patchQuestion(client, answered.id, (item) => ({
        ...item,
        answer: answered.answer,
        media: answered.media,
        content_warning: answered.content_warning,
      }));
      return;
    }
    if (kind === 'answer') {
      removeQuestion(client, answered.id, questionKeys.inbox());
      bumpPending(client, -1);
    }
    if (kind === 'prompt') {
      client.setQueryData<Array<{ id: number }>>(questionKeys.prompts(), (prompts) =>
        prompts?.filter((prompt) => prompt.id !== question_id),
      );
    }
    const member = me();
    if (member) bumpMyCount(client, member.username, 'answersCount', 1);
  },
  invalidates: ({ kind }, response, { me }) => {
    if (!response || kind === 'edit') return [];
    const member = me();
    const promptId = response.question.prompt_id;
    return [
      ...(member ? [questionKeys.profile(member.username), questionKeys.timeline()] : []),
      ...(kind === 'prompt' ? [questionKeys.prompts()] : []),
      ...(kind === 'prompt' && promptId !== null ? [questionKeys.prompt(promptId)] : []),
      // The inbox filters' counts (issue 33) are the server's: the inbox loads them again.
      ...(kind === 'answer' ? [questionKeys.inbox()] : []),
      userKeys.stats(),
    ];
  },
});

/**
 * One picture or GIF for an answer being written: the form builds the file with its platform's
 * file (a browser `File`, a React Native file part), shows the answered preview and sends its id
 * with the answer. Nothing in the cache changes until the answer is published.
 */
export const uploadAnswerMedia = defineWrite({
  name: 'questions.uploadMedia',
  call: async ({ api }, { file }: { file: Blob }) => {
    const form = new FormData();
    form.append(MEDIA_FIELD, file);
    const { media } = await api.callWithForm(uploadMedia, form);
    return media;
  },
  apply: () => {},
  invalidates: () => [],
});

/** A question deleted by its recipient: pending in the inbox, held back, or answered on a profile. */
export interface DeleteVariables {
  question: Pick<Question, 'id' | 'status' | 'prompt_id'>;
  /** Deleted from the held-back list: that count moves. */
  held?: boolean;
}

/**
 * After the server agreed, the question leaves every list and single view; an answer leaves the
 * member's count. Deleting a prompt answer makes the prompt answerable again; the owner's profile
 * and the pending count load again.
 */
export const deleteOne = defineWrite({
  name: 'questions.delete',
  call: ({ api }, { question }: DeleteVariables) => api.call(deleteQuestion, { question_id: question.id }),
  apply: (client, _response, { question, held }, { me }) => {
    removeQuestion(client, question.id);
    if (held) bumpHeldCount(client, -1);
    const member = me();
    if (question.status === 'answered') {
      if (member) bumpMyCount(client, member.username, 'answersCount', -1);
    } else if (!held) bumpPending(client, -1);
  },
  invalidates: ({ question }, _response, { me }) => {
    const member = me();
    return [
      ...(question.status === 'answered' && member ? [questionKeys.profile(member.username)] : []),
      ...(question.prompt_id !== null ? [questionKeys.prompts(), questionKeys.prompt(question.prompt_id)] : []),
      ...(question.status === 'pending' ? [questionKeys.inbox()] : []),
      userKeys.stats(),
    ];
  },
});

/** Which questions `deleteQuestions` removes: the chosen ones, or every one of the list. */
export interface DeleteManyVariables {
  from: 'inbox' | 'held';
  /** Up to LIMITS' hundred; without ids, every pending (inbox) or held question goes. */
  ids?: readonly number[];
}

/**
 * Deletes several questions at once, after a confirmation: the chosen cards leave every list when
 * the server agreed; "delete all" empties the list, which then loads again with the held count, as
 * do the pending counts.
 */
export const deleteMany = defineWrite({
  name: 'questions.deleteMany',
  call: ({ api }, { from, ids }: DeleteManyVariables) =>
    api.call(deleteQuestions, ids ? { question_ids: [...ids] } : { all: from }),
  apply: (client, response, { from, ids }) => {
    if (ids) for (const id of ids) removeQuestion(client, id);
    else emptyList(client, questionKeys[from]());
    if (from === 'held') bumpHeldCount(client, -response.deleted);
  },
  invalidates: () => [questionKeys.inbox(), questionKeys.held(), userKeys.stats()],
});

export interface ReportQuestionVariables {
  question: Pick<Question, 'id'>;
  reason: ReportReason;
}

/** Reports a question or an answer with a reason (issue 16); nothing shown changes. */
export const reportOne = defineWrite({
  name: 'questions.report',
  call: ({ api }, { question, reason }: ReportQuestionVariables) =>
    api.call(reportQuestion, { question_id: question.id, reason }),
  invalidates: () => [],
});

export interface BlockAskerVariables {
  question: Pick<Question, 'id'>;
  held?: boolean;
  /**
   * The block dialog's checkbox (issue 34): the asker's other questions still in the inbox or held
   * back go too. Which ones the server alone knows: the lists load again, and the answer names none.
   */
  deleteQuestions?: boolean;
}

/**
 * Blocks whoever asked a question in the inbox (or held back), without learning who (issue 16).
 * The question leaves every list at once (without `deleteQuestions` the server keeps it, so the
 * block deletes it too); the blocked askers gain an entry and the pending count changes. With
 * `deleteQuestions`, the inbox and the held list load again to show what else went.
 */
export const blockOneAsker = defineWrite({
  name: 'questions.blockAsker',
  call: async ({ api }, { question, deleteQuestions }: BlockAskerVariables) => {
    if (deleteQuestions) return api.call(blockAsker, { question_id: question.id, delete_questions: true });
    await api.call(blockAsker, { question_id: question.id });
    return api.call(deleteQuestion, { question_id: question.id });
  },
  apply: (client, _response, { question, held }) => {
    removeQuestion(client, question.id);
    if (held) bumpHeldCount(client, -1);
    else bumpPending(client, -1);
  },
  invalidates: ({ deleteQuestions }) => [
    settingsKeys.blockedAskers(),
    userKeys.stats(),
    ...(deleteQuestions ? [questionKeys.inbox(), questionKeys.held(), questionKeys.heldCount()] : []),
  ],
});

/**
 * A held-back or flagged question taken for a false positive (issue 34, `moveToInbox`): it leaves
 * the held list at once, and the inbox, its counts and the held count load again.
 */
export const moveOneToInbox = defineWrite({
  name: 'questions.moveToInbox',
  call: ({ api }, { question }: { question: Pick<Question, 'id'>; held?: boolean }) =>
    api.call(moveToInbox, { question_id: question.id }),
  apply: (client, _response, { question, held }) => {
    if (!held) return;
    removeQuestion(client, question.id, questionKeys.held());
    bumpHeldCount(client, -1);
  },
  invalidates: () => [questionKeys.inbox(), questionKeys.held(), questionKeys.heldCount(), userKeys.stats()],
});
