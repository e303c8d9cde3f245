import type NetInfoModule from '@react-native-community/netinfo';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { AppState, NativeModules, Platform } from 'react-native';

/**
 * Whether the app is connected (SPEC §4 "Connection"): false while the device reports no network
 * or after a request got no response; any response, or the device reporting the network back,
 * makes it true again. The offline notice follows it.
 */
let requestFailed = false;
let deviceOffline = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The API client's report: the last request got a response (true) or none (false). */
export function setOnline(value: boolean): void {
  if (requestFailed === !value) return;
  requestFailed = !value;
  notify();
}

export function isOnline(): boolean {
  return !requestFailed && !deviceOffline;
}

/** Whether the device itself says it has no network (to tell "offline" from "too slow"). */
export function isDeviceOffline(): boolean {
  return deviceOffline;
}

export function useOnline(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isOnline);
}

/**
 * Tells TanStack Query what a browser would: the network state from NetInfo (queries that failed
 * offline refetch, paused mutations resume, on reconnect) and the app coming to the foreground as
 * window focus (stale queries, like the Inbox badge's count, refresh).
 */
function connectQueryManagers(): void {
  if (Platform.OS === 'web') return;
  focusManager.setEventListener((setFocused) => {
    const subscription = AppState.addEventListener('change', (status) => setFocused(status === 'active'));
    return () => subscription.remove();
  });
  void hasNetInfo().then((ready) => {
    if (!ready) return;
    const netInfo = (require('@react-native-community/netinfo') as { default: typeof NetInfoModule }).default;
    onlineManager.setEventListener((setQueryOnline) =>
      netInfo.addEventListener((state) => {
        const offline = state.isConnected === false;
        setQueryOnline(!offline);
        if (offline === deviceOffline) return;
        deviceOffline = offline;
        // The network is back: whatever failed for want of it is worth trying again.
        if (!offline) requestFailed = false;
        notify();
      }),
    );
  });
}

/**
 * Whether NetInfo's native module answers with a network state. NetInfo throws on import without
 * it, and a stand-in (a test renderer) answers nothing: then requests alone tell the state.
 */
async function hasNetInfo(): Promise<boolean> {
  try {
    const native = NativeModules.RNCNetInfo as { getCurrentState?(iface: null): Promise<unknown> } | undefined;
    const state = await native?.getCurrentState?.(null);
    return typeof state === 'object' && state !== null;
  } catch {
    return false;
  }
}

connectQueryManagers();
