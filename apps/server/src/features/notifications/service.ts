import type { Notification } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { Cursor } from '../../lib/pagination.js';
import { loadQuestionsInOrder } from '../questions/queries.js';
import { showQuestions } from '../questions/service.js';
import { presentNotifications } from './presenter.js';
import {
  findLastNotificationDate,
  findNotificationRows,
  listNotificationRows,
  listNotificationRowsAfter,
  type NotificationRow,
} from './queries.js';

/** Notifications a reconnecting live stream replays at most; the client's feed fetches the rest. */
const REPLAY_MAX = 50;

/**
 * Rows as notifications for their recipient: the questions they refer to loaded in one query and
 * presented by the one question presenter for that member, so a notification shows a question
 * exactly as the member's other calls do, anonymous askers hidden.
 */
async function showNotifications(ctx: AppContext, userId: number, rows: NotificationRow[]): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const questionIds = [...new Set(rows.map((r) => r.question_id).filter((id): id is number => id !== null))];
  const questions = await loadQuestionsInOrder(ctx.db.kysely, questionIds);
  return presentNotifications(rows, await showQuestions(ctx, questions, userId));
}

/** A page of the member's notifications (`notifications`). */
export async function listNotifications(ctx: AppContext, userId: number, cursor: Cursor): Promise<Notification[]> {
  return showNotifications(ctx, userId, await listNotificationRows(ctx.db.kysely, userId, cursor));
}

/** These notifications of the member, oldest first, those they can still see (live events). */
export async function loadNotifications(ctx: AppContext, userId: number, ids: number[]): Promise<Notification[]> {
  return showNotifications(ctx, userId, await findNotificationRows(ctx.db.kysely, userId, ids));
}

/** The member's notifications after `afterId`, oldest first (a live stream's Last-Event-ID replay). */
export async function loadNotificationsAfter(
  ctx: AppContext,
  userId: number,
  afterId: number,
): Promise<Notification[]> {
  return showNotifications(ctx, userId, await listNotificationRowsAfter(ctx.db.kysely, userId, afterId, REPLAY_MAX));
}

/** The date of the newest notification the member can see, or null. */
export function lastNotificationDate(ctx: AppContext, userId: number): Promise<string | null> {
  return findLastNotificationDate(ctx.db.kysely, userId);
}
