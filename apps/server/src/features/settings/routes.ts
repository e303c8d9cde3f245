import { accountSettings, notificationSettings, set } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { accountSettingsOf, mailSettingsOf, notificationSettingsOf, SETTINGS_SAVED, setSetting } from './service.js';

export function settingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, accountSettings, async ({ viewer }) => ({ settings: accountSettingsOf(viewer.user) }));
    registerCall(app, ctx, notificationSettings, async ({ viewer }) => ({
      settings: notificationSettingsOf(viewer.user),
      mail: mailSettingsOf(viewer.user),
      email_verified: viewer.user.email_verified === 1,
    }));
    registerCall(app, ctx, set, async ({ input, viewer }) => {
      await setSetting(ctx, viewer.user, input);
      return { status: true as const, message: SETTINGS_SAVED };
    });
  };
}
