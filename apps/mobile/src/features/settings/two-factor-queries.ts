import { type RouteResponse, type twoFactorSetup, twoFactorStatus } from '@qurio/contract/routes';
import { writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { settingsKeys } from './setting-queries';

export type TwoFactorSetupData = RouteResponse<typeof twoFactorSetup>;

/** Whether two-factor sign-in is on, and how many recovery codes are left (issue 29). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: settingsKeys.twoFactor,
    queryFn: ({ signal }) => api.call(twoFactorStatus, undefined, { signal }),
    select: (data) => data.two_factor,
  });
}

/** A new secret, pending until a first code confirms it; every call makes another, so only on request. */
export function useStartTwoFactorSetup() {
  return useWriteMutation(writes.twoFactorSetup);
}

/** Confirms the set-up with a first code; answers the recovery codes, shown once. */
export function useEnableTwoFactor() {
  return useWriteMutation(writes.twoFactorEnable);
}

export function useDisableTwoFactor() {
  return useWriteMutation(writes.twoFactorDisable);
}

/** New recovery codes in place of all the old ones. */
export function useNewRecoveryCodes() {
  return useWriteMutation(writes.recoveryCodes);
}
