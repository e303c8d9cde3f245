import type { Notification, Question } from '@qurio/contract';
import { presentUserSummary } from '../users/presenter.js';
import type { NotificationRow } from './queries.js';

/**
 * Notifications with their actor and question; `questions` were presented for the same viewer (the
 * one question presenter, so an anonymous asker is never in them). A row without an actor (a
 * question asked anonymously) names nobody.
 */
export function presentNotifications(rows: NotificationRow[], questions: Question[]): Notification[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    n_date: r.date_added,
    actor:
      r.actor_id === null || r.username === null || r.status === null
        ? null
        : presentUserSummary({
            id: r.actor_id,
            username: r.username,
            fullname: r.fullname ?? '',
            image: r.image,
            verified: r.verified ?? 0,
            status: r.status,
          }),
    question: r.question_id === null ? null : (byId.get(r.question_id) ?? null),
  }));
}
