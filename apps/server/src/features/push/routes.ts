import { registerPushToken, unregisterPushToken } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { registerDevice, unregisterDevice } from './service.js';

export const PUSH_MESSAGES = {
  registered: 'Push notifications are on for this device.',
  unregistered: 'Push notifications are off for this device.',
} as const;

/** The phone app's device token: registered by a session, ended with it (lib/sessions.ts). */
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
  };
}
