import type { AccountSettingKey, MailMode, MailSettingKey, NotificationSettingKey } from '@qurio/contract/limits';
import { accountSettings, notificationSettings, type RouteResponse } from '@qurio/contract/routes';
import { settingsKeys as sharedSettingsKeys, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';

/** The settings keys, shared with the web (@qurio/queries). */
export const settingsKeys = {
  account: sharedSettingsKeys.account(),
  notification: sharedSettingsKeys.notification(),
  blocked: sharedSettingsKeys.blocked(),
  email: sharedSettingsKeys.email(),
  sessions: sharedSettingsKeys.sessions(),
  twoFactor: sharedSettingsKeys.twoFactor(),
};

export type ToggleGroup = 'account' | 'notification';
export type ToggleKey = AccountSettingKey | NotificationSettingKey;
type Flags = Partial<Record<ToggleKey, boolean>>;
export type MailModes = Record<MailSettingKey, MailMode>;

/**
 * A group's settings as the server answers them, kept whole in the cache: the notification group
 * also carries the e-mail settings (`useMailSettings`), so one request serves both cards.
 */
type SettingsData = { settings: Flags } & Partial<
  Pick<RouteResponse<typeof notificationSettings>, 'mail' | 'email_verified'>
>;

function settingsQuery(group: ToggleGroup) {
  return {
    queryKey: settingsKeys[group],
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<SettingsData> =>
      group === 'account'
        ? api.call(accountSettings, undefined, { signal })
        : api.call(notificationSettings, undefined, { signal }),
  };
}

/** The switches of one group, as the server has them. */
export function useToggleSettings(group: ToggleGroup) {
  return useQuery({ ...settingsQuery(group), select: (data) => data.settings });
}

/** E-mail per kind of notification, whether the address is confirmed, and the in-app switches. */
export function useMailSettings() {
  return useQuery({
    ...settingsQuery('notification'),
    select: (data) => ({
      mail: data.mail as MailModes,
      emailVerified: data.email_verified === true,
      flags: data.settings,
    }),
  });
}

/**
 * Flips one switch at once and saves it with `set` (`writes.toggleSetting`, `{ group, key, on }`);
 * if the server refuses or cannot be reached, only that switch goes back.
 */
export function useToggleSetting(_group?: ToggleGroup) {
  return useWriteMutation(writes.toggleSetting);
}

/** One kind's e-mail setting, chosen at once and saved (`writes.setMailMode`); on failure that choice alone goes back. */
export function useSetMailMode() {
  return useWriteMutation(writes.setMailMode);
}
