import { ApiError } from '@qurio/client';
import { isLanguage } from '@qurio/contract/limits';
import * as routes from '@qurio/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { api, connectSession } from '../../api/client';
import { setWriteMember } from '../../api/write-mutation';
import { i18n } from '../../i18n';
import { forgetPushDevice, registerPushDevice, unregisterPushDevice } from '../push/push-registration';
import {
  clearStoredSession,
  readStoredSession,
  type SessionUser,
  storeDeviceProof,
  storeSession,
  storeUser,
} from './session-storage';

type Status = 'restoring' | 'signedOut' | 'signedIn';

/** What the member may change of themselves in settings: everything but who they are and the token. */
export type UserChanges = Partial<Omit<SessionUser, 'access_token' | 'id'>>;

interface Session {
  status: Status;
  user: SessionUser | null;
  /** `device`: the proof the sign-in handed out, kept for the next login (session-storage.ts). */
  signIn(user: SessionUser, device?: string): Promise<void>;
  /** Ends the session on the server (best effort) and on the device. */
  signOut(): Promise<void>;
  /** The member changed something of their own: the session shows it at once and keeps it for the next start. */
  updateUser(changes: UserChanges): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('restoring');
  const [user, setUserState] = useState<SessionUser | null>(null);
  // The latest user outside the render, so two quick updates build on each other, not on one snapshot.
  const current = useRef<SessionUser | null>(null);
  const setUser = useCallback((next: SessionUser | null) => {
    current.current = next;
    setWriteMember(next);
    setUserState(next);
  }, []);

  const forget = useCallback(async () => {
    forgetPushDevice();
    connectSession({ token: null });
    setUser(null);
    setStatus('signedOut');
    queryClient.clear();
    await clearStoredSession();
  }, [queryClient, setUser]);

  // Restore the stored session at start, then ask the server whether it still holds.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const stored = await readStoredSession().catch(() => null);
      if (cancelled) return;
      if (!stored) {
        connectSession({ token: null });
        setStatus('signedOut');
        return;
      }
      connectSession({ token: stored.token });
      // The member's own language (chosen in settings, on any device) over the device's.
      await applyLanguage(stored.user?.lang);
      setUser(stored.user);
      setStatus('signedIn');
      try {
        const fresh = await api.call(routes.refresh);
        if (!cancelled) {
          setUser(fresh.data);
          await applyLanguage(fresh.data.lang);
        }
        // Once the server confirmed the session (a refused one would only register to fail).
        if (!cancelled) void registerPushDevice();
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 401 && !cancelled) await forget();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [forget, setUser]);

  const signIn = useCallback(
    async (next: SessionUser, device?: string) => {
      connectSession({ token: next.access_token });
      if (device) await storeDeviceProof(device);
      await storeSession(next.access_token, next);
      await applyLanguage(next.lang);
      setUser(next);
      setStatus('signedIn');
      void registerPushDevice();
    },
    [setUser],
  );

  const signOut = useCallback(async () => {
    // While the session still holds: the call needs it.
    await unregisterPushDevice();
    await api.call(routes.logout).catch(() => undefined);
    await forget();
  }, [forget]);

  const updateUser = useCallback(
    async (changes: UserChanges) => {
      const before = current.current;
      if (!before) return;
      const next = { ...before, ...changes };
      setUser(next);
      if (changes.lang) await applyLanguage(changes.lang);
      await storeUser(next);
    },
    [setUser],
  );

  useEffect(() => {
    connectSession({
      onRotated: (token) => void storeSession(token, null),
      onEnded: () => void forget(),
      onConsentRequired: () => {
        if (current.current && !current.current.consent_required) void updateUser({ consent_required: true });
      },
    });
  }, [forget, updateUser]);

  const value = useMemo(
    () => ({ status, user, signIn, signOut, updateUser }),
    [status, user, signIn, signOut, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

async function applyLanguage(lang: string | null | undefined): Promise<void> {
  if (lang && isLanguage(lang) && lang !== i18n.language) await i18n.changeLanguage(lang);
}
