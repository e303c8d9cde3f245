import type { AccountSettingKey, MailMode, MailSettingKey, NotificationSettingKey } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { updateUser } from '../users/queries.js';

export const SETTINGS_SAVED = 'Your settings have been saved.';

export function accountSettingsOf(user: UserRow): Record<AccountSettingKey, boolean> {
  return {
    allow_ask: user.allow_ask === 1,
    allow_only_accounts: user.allow_only_accounts === 1,
    profanity_filter: user.profanity_filter === 1,
    show_online: user.show_online === 1,
    unfold_warnings: user.unfold_warnings === 1,
  };
}

export function notificationSettingsOf(user: UserRow): Record<NotificationSettingKey, boolean> {
  return {
    notify_questions: user.notify_questions === 1,
    notify_answers: user.notify_answers === 1,
    notify_followers: user.notify_followers === 1,
    notify_likes: user.notify_likes === 1,
    notify_mentions: user.notify_mentions === 1,
  };
}

export function mailSettingsOf(user: UserRow): Record<MailSettingKey, MailMode> {
  return {
    mail_questions: user.mail_questions,
    mail_answers: user.mail_answers,
    mail_followers: user.mail_followers,
    mail_likes: user.mail_likes,
    mail_mentions: user.mail_mentions,
  };
}

/** The contract already checked the key and value; '1' / '0' become the stored flag. */
export async function setSetting(
  ctx: AppContext,
  viewer: UserRow,
  input:
    | { key: AccountSettingKey | NotificationSettingKey; value: '1' | '0' }
    | { key: 'lang'; value: string }
    | { key: MailSettingKey; value: MailMode },
): Promise<void> {
  const values =
    input.key === 'lang' || input.key.startsWith('mail_')
      ? { [input.key]: input.value }
      : { [input.key]: input.value === '1' ? 1 : 0 };
  await updateUser(ctx.db.kysely, viewer.id, values);
}
