import type { UserRow } from '../../db/types.js';
import { answerMediaOf } from '../media/presenter.js';
import { onlyAccountsMayAsk } from '../questions/asking-rules.js';
import { sentStateOf } from '../sent-questions/presenter.js';
import { presentMe } from '../users/presenter.js';
import type { MemberData } from './queries.js';

/**
 * The archive's JSON files from the member's rows: what is theirs, in plain names. Questions
 * others asked them name the asker only when it was not anonymous; nothing here is about another
 * member beyond the public username (followers, likes' owners, the people they asked).
 */
export function archiveFiles(user: UserRow, data: MemberData, now: Date): Record<string, unknown> {
  const me = presentMe(user, now);
  return {
    'profile.json': me,
    'settings.json': {
      lang: user.lang,
      allow_ask: user.allow_ask === 1,
      allow_only_accounts: onlyAccountsMayAsk(user),
      profanity_filter: user.profanity_filter === 1,
      show_online: user.show_online === 1,
      unfold_warnings: user.unfold_warnings === 1,
      listed: user.listed === 1,
      ask_from: user.ask_from,
      anonymous_from: user.anonymous_from,
      notify_questions: user.notify_questions === 1,
      notify_answers: user.notify_answers === 1,
      notify_followers: user.notify_followers === 1,
      notify_likes: user.notify_likes === 1,
      notify_mentions: user.notify_mentions === 1,
    },
    'answers.json': data.received
      .filter((q) => q.status === 'answered')
      .map((q) => ({
        id: q.id,
        question: q.question,
        answer: q.answer,
        content_warning: q.content_warning,
        // Its place among the member's pinned answers (1 to 3), null when not pinned.
        pinned: data.pinned.includes(q.id) ? data.pinned.indexOf(q.id) + 1 : null,
        from: q.anonymous === 1 ? null : q.from_username,
        anonymous: q.anonymous === 1,
        prompt: q.prompt_id !== null,
        likes: Number(q.like_count),
        asked_at: q.date_added,
        answered_at: q.date_answered,
        media: answerMediaOf(q.media).map((m) => ({
          file: archiveMediaPath(m.url),
          alt: m.alt,
          kind: m.kind,
          width: m.width,
          height: m.height,
        })),
      })),
    'inbox.json': data.received
      .filter((q) => q.status !== 'answered')
      .map((q) => ({
        id: q.id,
        question: q.question,
        from: q.anonymous === 1 ? null : q.from_username,
        anonymous: q.anonymous === 1,
        held_by_muted_words: q.status === 'held',
        asked_at: q.date_added,
      })),
    // As the list of sent questions shows them (features/sent-questions).
    'questions-asked.json': data.asked.map((q) => ({
      id: q.id,
      to: q.to_username,
      question: q.question,
      anonymous: q.anonymous === 1,
      state: sentStateOf({ deliver_at: q.deliver_at, question_status: q.status }),
      answer: q.status === 'answered' ? q.answer : null,
      asked_at: q.date_added,
      answered_at: q.status === 'answered' ? q.date_answered : null,
    })),
    'likes.json': data.likes.map((l) => ({ question_id: l.question_id, by: l.owner_username, liked_at: l.date_added })),
    'following.json': data.following.map((f) => ({ username: f.username, since: f.date_added })),
    'followers.json': data.followers.map((f) => ({ username: f.username, since: f.date_added })),
    'blocked-users.json': data.blocked.map((b) => ({ username: b.username, since: b.date_added })),
    'blocked-askers.json': data.askerBlocks.map((b) => ({ question: b.question, since: b.date_added })),
    'muted-words.json': data.muted.map((w) => ({ word: w.word, since: w.date_added })),
  };
}

/**
 * Where a picture's file lies in the archive: `media/` and its stored file name (the largest
 * rendition: `<name>-1280.jpg`, or `<name>.webp` for an animated one), as answers.json names it.
 */
export function archiveMediaPath(url: string): string {
  return `media/${url.slice(url.lastIndexOf('/') + 1)}`;
}
