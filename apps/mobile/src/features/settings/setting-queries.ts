import type { AccountSettingKey, NotificationSettingKey } from '@qurio/contract/limits';
import { accountSettings, notificationSettings, set } from '@qurio/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const settingsKeys = {
  account: ['settings', 'account'] as const,
  notification: ['settings', 'notification'] as const,
  blocked: ['settings', 'blocked'] as const,
  email: ['settings', 'email'] as const,
};

export type ToggleGroup = 'account' | 'notification';
export type ToggleKey = AccountSettingKey | NotificationSettingKey;
type Flags = Partial<Record<ToggleKey, boolean>>;

/** The switches of one group, as the server has them. */
export function useToggleSettings(group: ToggleGroup) {
  return useQuery<Flags>({
    queryKey: settingsKeys[group],
    queryFn: async ({ signal }) =>
      group === 'account'
        ? (await api.call(accountSettings, undefined, { signal })).settings
        : (await api.call(notificationSettings, undefined, { signal })).settings,
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
    queryClient.setQueryData<Flags>(queryKey, (flags) => (flags ? { ...flags, [key]: on } : flags));
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
