import {
  ACCESS_TOKEN_HEADER,
  changePassword,
  deleteAccount,
  freezeAccount,
  myEmail,
  resetPassword,
  resetPasswordCheck,
  resetPasswordCheckToken,
  resetPasswordSend,
  resetPasswordToken,
  sendEmailVerificationMail,
  updateProfile,
  updateUsername,
  verifyEmail,
  verifyEmailWithToken,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { acceptMultipartFields } from '../../lib/multipart.js';
import { presentMe } from '../users/presenter.js';
import { deleteAccount as deleteMemberAccount } from './deletion-service.js';
import { EMAIL_MESSAGES, sendVerificationMail, verifyEmailWithCode, verifyEmailWithLink } from './email-service.js';
import * as reset from './reset-service.js';
import { RESET_MESSAGES } from './reset-service.js';
import * as account from './service.js';
import { ACCOUNT_MESSAGES } from './service.js';

export function accountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // The personal settings form may come as multipart (SPEC §7) or JSON. Text fields only: the
    // images have their own calls, so a file part here is an 'Uploading Error.', like a broken form.
    await app.register(async (form) => {
      await acceptMultipartFields(form, { fields: 10, fieldSize: 4 * 1024, parts: 10 });
      registerCall(form, ctx, updateProfile, async ({ input, viewer }) => {
        const user = await account.updateProfile(ctx, viewer.user, input);
        return { status: true as const, message: ACCOUNT_MESSAGES.profileUpdated, user: presentMe(user, ctx.now()) };
      });
    });

    registerCall(app, ctx, changePassword, async ({ input, viewer }) => {
      await account.changePassword(ctx, viewer, input);
      return { status: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    });

    registerCall(app, ctx, updateUsername, async ({ input, viewer }) => {
      const user = await account.changeUsername(ctx, viewer.user, input);
      return { status: true as const, message: ACCOUNT_MESSAGES.usernameChanged, username: user.username };
    });

    registerCall(app, ctx, freezeAccount, async ({ input, viewer, reply }) => {
      await account.freezeAccount(ctx, viewer.user, input.password);
      // Every session just ended, this one too: tell the client to log out now.
      reply.header(ACCESS_TOKEN_HEADER, 'false');
      return { status: true as const, message: ACCOUNT_MESSAGES.frozen };
    });

    registerCall(app, ctx, deleteAccount, async ({ input, viewer, reply }) => {
      await deleteMemberAccount(ctx, viewer.user, input.password);
      // The session is gone with the account: the client logs out now.
      reply.header(ACCESS_TOKEN_HEADER, 'false');
      return { status: true as const, message: ACCOUNT_MESSAGES.deleted };
    });

    registerCall(app, ctx, myEmail, async ({ viewer }) => ({
      email: viewer.user.email,
      email_verified: viewer.user.email_verified === 1,
    }));

    registerCall(app, ctx, sendEmailVerificationMail, async ({ input, viewer }) => {
      const { email } = await sendVerificationMail(ctx, viewer.user, input);
      return { status: true as const, message: EMAIL_MESSAGES.sent, email };
    });

    registerCall(app, ctx, verifyEmail, async ({ input, viewer }) => {
      await verifyEmailWithCode(ctx, viewer.user, input);
      return { status: true as const, message: EMAIL_MESSAGES.verified };
    });

    registerCall(app, ctx, verifyEmailWithToken, async ({ input }) => {
      await verifyEmailWithLink(ctx, input.token);
      return { status: true as const, message: EMAIL_MESSAGES.verified };
    });

    registerCall(app, ctx, resetPasswordSend, async ({ input, req }) => {
      await reset.sendResetMail(ctx, input.email, req.ip);
      return { status: true as const, message: RESET_MESSAGES.sent };
    });

    registerCall(app, ctx, resetPasswordCheck, async ({ input }) => {
      await reset.checkResetCode(ctx, input);
      return { status: true as const, message: RESET_MESSAGES.codeOk };
    });

    registerCall(app, ctx, resetPassword, async ({ input }) => {
      await reset.resetPasswordWithCode(ctx, input);
      return { status: true as const, message: RESET_MESSAGES.reset };
    });

    registerCall(app, ctx, resetPasswordCheckToken, async ({ input }) => {
      await reset.checkResetToken(ctx, input.token);
      return { status: true as const, message: RESET_MESSAGES.tokenOk };
    });

    registerCall(app, ctx, resetPasswordToken, async ({ input }) => {
      await reset.resetPasswordWithToken(ctx, input);
      return { status: true as const, message: RESET_MESSAGES.reset };
    });
  };
}
