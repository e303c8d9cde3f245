import type { SessionUser } from '@qurio/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  endSession,
  getAccessToken,
  getSession,
  onSessionEnd,
  replaceAccessToken,
  restoreSession,
  SESSION_KEY,
  setSession,
} from './session-store';

const user: SessionUser = {
  access_token: 'token-1',
  id: 17,
  username: 'ada',
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: false,
  consent_required: false,
  image: null,
  cover: null,
  bio: '',
  lang: 'en',
  verified: false,
};

describe('session store', () => {
  it('restores a valid stored session', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    expect(restoreSession()).toEqual(user);
    expect(getAccessToken()).toBe('token-1');
  });

  it('removes a record that is not JSON', () => {
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('removes a record with a missing or wrong field', () => {
    const { access_token: _dropped, ...withoutToken } = user;
    localStorage.setItem(SESSION_KEY, JSON.stringify(withoutToken));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();

    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...user, id: 'seventeen' }));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('stores, rotates the token and ends the session', () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    setSession(user);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(user);

    replaceAccessToken('token-2');
    expect(getAccessToken()).toBe('token-2');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null').access_token).toBe('token-2');

    endSession('forced');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledWith('forced');
    stop();
  });

  it('does not report a forced end when nobody was signed in', () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    endSession('forced');
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('keeps only the session fields of what the server sent', () => {
    setSession({ ...user, followerCount: 3, password_hash: 'x' } as SessionUser);
    expect(Object.keys(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).sort()).toEqual(Object.keys(user).sort());
  });
});
