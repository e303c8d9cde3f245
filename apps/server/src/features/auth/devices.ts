import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { LIMITS_POLICY, type Limit } from '../../lib/rate-limit.js';
import type { Viewer } from '../../lib/sessions.js';
import { outboxMail } from '../mail/outbox.js';
import { insertOutboxMail } from '../mail/queries.js';
import { renderNewDeviceMail } from '../mail/templates.js';
import { deleteDevices, findDeviceByHash, insertDevice, touchDevice } from './queries.js';
import type { RequestMeta } from './service.js';
import { describeDevice } from './user-agent.js';

/**
 * Device proofs (issue 29, finding 4). Past 100 wrong passwords in an hour an account gets one
 * check per 5 s, and before this whoever kept that slot busy kept the owner out (10 times of 10
 * over 30 s). Every sign-in now hands its device a random 256-bit proof (stored as its SHA-256 in
 * `trusted_devices`): the app keeps it in its secure store and sends it as `device`, the web gets
 * it as an httpOnly cookie scoped to the sign-in call. A login that shows a proof of the same
 * account skips the slow-down and counts per device instead (LIMITS_POLICY.loginFailuresPerDevice),
 * so a stolen proof buys 10 guesses per 15 minutes, no more. The owner's other way in is the
 * password reset by mail, which ends the slow-down.
 */

/** Devices kept per account, the most recently seen: one seen less recently signs in as new. */
export const MAX_DEVICES = 20;

/** The cookie the web's proof travels in; its path is the sign-in call's, so no other request carries it. */
export const DEVICE_COOKIE = 'qurio_device';

export interface DeviceProof {
  id: number;
  token: string;
}

/**
 * The proof a login showed, when it is one of this account's devices; anything else (none, an
 * unknown or forged one, another account's) is no proof at all, never an error.
 */
export async function findDeviceProof(
  ctx: AppContext,
  userId: number | null,
  proof: string | undefined,
): Promise<DeviceProof | null> {
  if (!proof) return null;
  // Looked up whether or not the name is an account's, so the time taken does not tell.
  const row = await findDeviceByHash(ctx.db.kysely, sha256(proof));
  return userId !== null && row?.user_id === userId ? { id: row.id, token: proof } : null;
}

/** The counter a login with a proof is limited by, in place of the account's slow-down. */
export function deviceLimit(device: DeviceProof): readonly [string, Limit] {
  return [`login:device:${device.id}`, LIMITS_POLICY.loginFailuresPerDevice];
}

/**
 * After a sign-in: a known device is seen again and keeps its proof; a new one gets a proof, and
 * with `notify` (a login; not the sign-up, which is the account's first device) the member is
 * told by mail. `signInId`: the new sign-in's session row, recorded as the device's last sign-in
 * (forgetDevices keeps the proof of the device that changes the password by it). Returns the
 * proof the device is to keep.
 */
export async function rememberDevice(
  ctx: AppContext,
  user: UserRow,
  known: DeviceProof | null,
  meta: RequestMeta,
  options: { notify: boolean; signInId: number },
): Promise<string> {
  const now = ctx.now();
  if (known) {
    await touchDevice(ctx.db.kysely, known.id, now.toISOString(), options.signInId);
    return known.token;
  }
  const token = randomToken();
  await insertDevice(ctx.db.kysely, user.id, sha256(token), now.toISOString(), options.signInId, MAX_DEVICES);
  if (options.notify) await mailNewDevice(ctx, user, meta, now);
  return token;
}

/**
 * A new password forgets the member's device proofs, but the one of the device that made the
 * change (`except`: its sign-in), as it ends their sessions. A password change is what a member
 * does after a compromise (NIST SP 800-63B's intent: the change ends what the attacker holds), and
 * a proof the attacker's device got while they had the password would otherwise outlive it: that
 * device would skip the account's slow-down (10 guesses per 15 minutes of its own instead) and, if
 * it learned the new password too, sign in again without the new-device mail, the one alert the
 * member gets. The cost: the member's own other devices sign in as new once (a mail each) and are
 * slowed like any other while the account is. A reset by mail has no signed-in device, so it forgets
 * every proof. Returns how many were forgotten.
 */
export function forgetDevices(ctx: AppContext, userId: number, except?: Pick<Viewer, 'signInId'>): Promise<number> {
  return deleteDevices(ctx.db.kysely, userId, except?.signInId);
}

/**
 * Tells the member of a sign-in from a new device: the device in words and the time, in their
 * language; no address, no code. Only to a confirmed address, as notification mails: an
 * unconfirmed one may be a stranger's (a typo, or someone else's address given at sign-up), who
 * would otherwise be mailed at every sign-in of an account that is not theirs.
 */
async function mailNewDevice(ctx: AppContext, user: UserRow, meta: RequestMeta, now: Date): Promise<void> {
  if (user.email_verified !== 1) return;
  const mail = renderNewDeviceMail(user.lang, {
    name: user.fullname || user.username,
    username: user.username,
    device: describeDevice(meta, user.lang),
    time: formatMailTime(now, user.lang),
    link: `${ctx.config.publicUrl}/settings/password`,
    sessionsLink: `${ctx.config.publicUrl}/settings/sessions`,
  });
  await insertOutboxMail(
    ctx.db.kysely,
    outboxMail({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html }, ctx.config.mailFrom, now),
  );
  ctx.mailWorker.wake();
}

/** In UTC, said so: the server does not know the member's time zone when they sign in. */
function formatMailTime(when: Date, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(when);
}
