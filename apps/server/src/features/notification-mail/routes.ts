import { unsubscribeMail } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { unsubscribe } from './unsubscribe.js';

export const MAIL_UNSUBSCRIBED = 'You will no longer get these e-mails.';

export function notificationMailRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // The page the mail's link opens (web: /unsubscribe/{token}) asks first, then calls this.
    registerCall(app, ctx, unsubscribeMail, async ({ input }) => ({
      status: true as const,
      message: MAIL_UNSUBSCRIBED,
      stopped: await unsubscribe(ctx, input.token),
    }));

    // RFC 8058 one-click: the mail program POSTs `List-Unsubscribe=One-Click` as a form to the
    // URL of the List-Unsubscribe header, token in the query, with no cookie and no session. The
    // form body is read as text here only (this plugin's scope) and carries nothing we need.
    await app.register(async (oneClick) => {
      oneClick.removeAllContentTypeParsers();
      oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
        done(null, null),
      );
      oneClick.post<{ Querystring: { token?: unknown } }>(`${unsubscribeMail.path}/one-click`, (req, reply) =>
        app.inFlight.run(async () => {
          await consume(ctx.limiter, [[`api:ip:${req.ip}`, LIMITS_POLICY.guestCallsPerIp]], 'TOO_MANY_REQUESTS');
          const token = req.query.token;
          if (typeof token !== 'string' || token.length > 200) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
          const stopped = await unsubscribe(ctx, token);
          return reply
            .type('application/json; charset=utf-8')
            .send({ status: true, message: MAIL_UNSUBSCRIBED, stopped });
        }),
      );
    });
  };
}
