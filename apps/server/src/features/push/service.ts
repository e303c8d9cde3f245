import { createECDH } from 'node:crypto';
import type { PushPlatform } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { Viewer } from '../../lib/sessions.js';
import { deleteOwnPushToken, upsertPushToken, upsertWebPushSubscription } from './queries.js';
import type { WebPushKeys } from './sender.js';
import { trustedPushEndpoint } from './web-push-endpoint.js';

/** The phone app's device token: registered by a session, ended with it (lib/sessions.ts). */
export async function registerDevice(
  ctx: AppContext,
  viewer: Viewer,
  device: { token: string; platform: PushPlatform },
): Promise<void> {
  await upsertPushToken(ctx.db.kysely, {
    token: device.token,
    platform: device.platform,
    userId: viewer.user.id,
    sessionId: viewer.sessionId,
    now: ctx.now().toISOString(),
  });
}

/** Only the member's own token goes; another member's is left alone. */
export async function unregisterDevice(ctx: AppContext, viewer: Viewer, token: string): Promise<void> {
  await deleteOwnPushToken(ctx.db.kysely, token, viewer.user.id);
}

/** A P-256 public key that is a point on the curve (what the payload is encrypted to), and a 16-byte secret. */
function validKeys(keys: WebPushKeys): boolean {
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A browser's Web Push subscription, registered by a session and ended with it like a device
 * token. Only an https endpoint on a trusted push service (PUSH_HOSTS) is taken; the server sends
 * nowhere else.
 */
export async function registerWebPushSubscription(
  ctx: AppContext,
  viewer: Viewer,
  subscription: { endpoint: string; keys: WebPushKeys },
): Promise<void> {
  const endpoint = trustedPushEndpoint(subscription.endpoint, ctx.config.push.web.hosts);
  if (!endpoint) throw new AppError('WEB_PUSH_SERVICE_REFUSED');
  if (!validKeys(subscription.keys)) throw new AppError('WEB_PUSH_KEYS_INVALID');
  await upsertWebPushSubscription(ctx.db.kysely, {
    endpoint,
    p256dh: subscription.keys.p256dh.replace(/=+$/, ''),
    auth: subscription.keys.auth.replace(/=+$/, ''),
    userId: viewer.user.id,
    sessionId: viewer.sessionId,
    now: ctx.now().toISOString(),
  });
}

/** Only the member's own subscription goes; another member's is left alone. */
export async function unregisterWebPushSubscription(ctx: AppContext, viewer: Viewer, endpoint: string): Promise<void> {
  // Stored in the form registering checked; an endpoint that form cannot have was never stored.
  const stored = trustedPushEndpoint(endpoint, ctx.config.push.web.hosts) ?? endpoint;
  await deleteOwnPushToken(ctx.db.kysely, stored, viewer.user.id);
}
