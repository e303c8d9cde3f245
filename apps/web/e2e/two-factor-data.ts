import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { api } from './api';

/**
 * Two-factor sign-in for the specs (issue 29), with the same library the server checks codes with.
 * A code counts once per 30-second step, so a spec that needs another code takes the next step's:
 * the server accepts one step of drift either way.
 */
export function codeAt(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** The code of the step after now: later than any code used so far, and still accepted now. */
export function nextCode(secret: string): string {
  return codeAt(secret, new Date(Date.now() + 30_000));
}

/** Turns two-factor sign-in on through the API; the token's session has then passed it. */
export async function enableTwoFactorThroughApi(
  request: APIRequestContext,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await api(request).post('/twoFactorSetup', undefined, token);
  if (setup.status() !== 200) throw new Error(`twoFactorSetup: ${setup.status()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await api(request).post('/twoFactorEnable', { code: codeAt(secret, new Date()) }, token);
  if (enabled.status() !== 200) throw new Error(`twoFactorEnable: ${enabled.status()} ${await enabled.text()}`);
  return { secret, recoveryCodes: ((await enabled.json()) as { recovery_codes: string[] }).recovery_codes };
}
