import {
  registerPushToken,
  registerWebPush,
  unregisterPushToken,
  unregisterWebPush,
  vapidPublicKey,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import {
  registerDevice,
  registerWebPushSubscription,
  unregisterDevice,
  unregisterWebPushSubscription,
} from './service.js';

export const PUSH_MESSAGES = {
  registered: 'Push notifications are on for this device.',
  unregistered: 'Push notifications are off for this device.',
} as const;

/**
 * The phone app's device token and the web app's Web Push subscription: each registered by a
 * session, ended with it (lib/sessions.ts).
 */
export function pushRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, registerPushToken, async ({ input, viewer }) => {
      await registerDevice(ctx, viewer, input);
      return { status: true as const, message: PUSH_MESSAGES.registered };
    });
    registerCall(app, ctx, unregisterPushToken, async ({ input, viewer }) => {
      await unregisterDevice(ctx, viewer, input.token);
      return { status: true as const, message: PUSH_MESSAGES.unregistered };
    });
    registerCall(app, ctx, vapidPublicKey, async () => ({ status: true as const, public_key: ctx.vapid.publicKey }));
    registerCall(app, ctx, registerWebPush, async ({ input, viewer }) => {
      await registerWebPushSubscription(ctx, viewer, input);
      return { status: true as const, message: PUSH_MESSAGES.registered };
    });
    registerCall(app, ctx, unregisterWebPush, async ({ input, viewer }) => {
      await unregisterWebPushSubscription(ctx, viewer, input.endpoint);
      return { status: true as const, message: PUSH_MESSAGES.unregistered };
    });
  };
}
