import type { PushPlatform } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { Viewer } from '../../lib/sessions.js';
import { deleteOwnPushToken, upsertPushToken } from './queries.js';

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
