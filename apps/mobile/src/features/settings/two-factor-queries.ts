import {
  type RouteResponse,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
} from '@qurio/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { settingsKeys } from './setting-queries';

type TwoFactorState = RouteResponse<typeof twoFactorStatus>['two_factor'];
export type TwoFactorSetupData = RouteResponse<typeof twoFactorSetup>;

/** Whether two-factor sign-in is on, and how many recovery codes are left (issue 29). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: settingsKeys.twoFactor,
    queryFn: ({ signal }) => api.call(twoFactorStatus, undefined, { signal }),
    select: (data) => data.two_factor,
  });
}

/**
 * Each write below answers with what the state now is (on with ten codes, off, ten new codes), so
 * the cached state is set from the answer instead of asked for again.
 */
function usePutState() {
  const queryClient = useQueryClient();
  return (two_factor: TwoFactorState) => queryClient.setQueryData(settingsKeys.twoFactor, { two_factor });
}

/** A new secret, pending until a first code confirms it; every call makes another, so only on request. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => api.call(twoFactorSetup) });
}

/** Confirms the set-up with a first code; answers the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const put = usePutState();
  return useMutation({
    mutationFn: (code: string) => api.call(twoFactorEnable, { code }),
    onSuccess: ({ recovery_codes }) => put({ enabled: true, recovery_codes_left: recovery_codes.length }),
  });
}

export function useDisableTwoFactor() {
  const put = usePutState();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => api.call(twoFactorDisable, input),
    onSuccess: () => put({ enabled: false, recovery_codes_left: 0 }),
  });
}

/** New recovery codes in place of all the old ones. */
export function useNewRecoveryCodes() {
  const put = usePutState();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => api.call(twoFactorRecoveryCodes, input),
    onSuccess: ({ recovery_codes }) => put({ enabled: true, recovery_codes_left: recovery_codes.length }),
  });
}
