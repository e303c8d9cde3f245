import {
  twoFactorDisable,
  twoFactorEnable,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorState,
  regenerateRecoveryCodes,
  startSetup,
} from './service.js';

/** The member's own two-factor settings; the login's second step is `token` (features/auth). */
export function twoFactorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, twoFactorStatus, async ({ viewer }) => ({
      two_factor: await getTwoFactorState(ctx, viewer.user.id),
    }));

    registerCall(app, ctx, twoFactorSetup, async ({ viewer }) => ({
      status: true as const,
      ...(await startSetup(ctx, viewer.user)),
    }));

    registerCall(app, ctx, twoFactorEnable, async ({ input, viewer }) => ({
      status: true as const,
      recovery_codes: await enableTwoFactor(ctx, viewer, input.code),
    }));

    registerCall(app, ctx, twoFactorDisable, async ({ input, viewer }) => {
      await disableTwoFactor(ctx, viewer.user, input);
      return { status: true as const };
    });

    registerCall(app, ctx, twoFactorRecoveryCodes, async ({ input, viewer }) => ({
      status: true as const,
      recovery_codes: await regenerateRecoveryCodes(ctx, viewer.user, input),
    }));
  };
}
