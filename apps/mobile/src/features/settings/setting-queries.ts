import type { AccountSettingKey, MailMode, MailSettingKey, NotificationSettingKey } from '@qurio/contract/limits';
import { accountSettings, notificationSettings, type RouteResponse, set } from '@qurio/contract/routes';
import { settingsKeys as sharedSettingsKeys } from '@qurio/queries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

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
 * Flips one switch at once and saves it with `set` ('1' / '0', SPEC §5). If the server refuses or
 * cannot be reached, only that switch goes back (others may have flipped meanwhile).
 */
export function useToggleSetting(group: ToggleGroup) {
  const queryClient = useQueryClient();
  const queryKey = settingsKeys[group];
  const put = (key: ToggleKey, on: boolean) =>
    queryClient.setQueryData<SettingsData>(queryKey, (data) =>
      data ? { ...data, settings: { ...data.settings, [key]: on } } : data,
    );
  return useMutation({
    mutationFn: ({ key, on }: { key: ToggleKey; on: boolean }) => api.call(set, { key, value: on ? '1' : '0' }),
    onMutate: async ({ key, on }) => {
      // A slow first load must not land after the flip and undo it on screen.
      await queryClient.cancelQueries({ queryKey });
      put(key, on);
    },
    onError: (_error, { key, on }) => put(key, !on),
  });
}

/**
 * One kind's e-mail setting (off, at once, daily digest), chosen at once and saved with `set`; if
 * the server refuses or cannot be reached, that choice alone goes back to what it was.
 */
export function useSetMailMode() {
  const queryClient = useQueryClient();
  const queryKey = settingsKeys.notification;
  const put = (key: MailSettingKey, mode: MailMode) =>
    queryClient.setQueryData<SettingsData>(queryKey, (data) =>
      data?.mail ? { ...data, mail: { ...data.mail, [key]: mode } } : data,
    );
  return useMutation({
    mutationFn: ({ key, mode }: { key: MailSettingKey; mode: MailMode; previous: MailMode }) =>
      api.call(set, { key, value: mode }),
    onMutate: async ({ key, mode }) => {
      await queryClient.cancelQueries({ queryKey });
      put(key, mode);
    },
    onError: (_error, { key, previous }) => put(key, previous),
  });
}
