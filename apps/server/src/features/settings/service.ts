import type { AccountSettingKey, NotificationSettingKey } from '@qurio/contract';
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

/** The contract already checked the key and value; '1' / '0' become the stored flag. */
export async function setSetting(
  ctx: AppContext,
  viewer: UserRow,
  input: { key: AccountSettingKey | NotificationSettingKey; value: '1' | '0' } | { key: 'lang'; value: string },
): Promise<void> {
  const values = input.key === 'lang' ? { lang: input.value } : { [input.key]: input.value === '1' ? 1 : 0 };
  await updateUser(ctx.db.kysely, viewer.id, values);
}
