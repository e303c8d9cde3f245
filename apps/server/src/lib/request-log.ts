import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Web pages whose last segment is a mailed secret: the reset link's and the e-mail verification
 * link's token (features/account/codes.ts writes these links). Opening one must not put the token
 * in the log, where anyone who reads the log could use it.
 */
const SECRET_PAGE = /^(\/(?:reset-password|settings\/email\/verify|unsubscribe)\/)[^?#]+/i;

/** Query parameters whose value is never logged, whatever it looks like. */
const SECRET_PARAMETER = /token|code|pass|secret|mail|auth|key|session|sig/i;

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * An e-mail address, or a long random-looking string: base64url with digits and both cases (our
 * 256-bit tokens), or a long hex string. Long lower-case slugs ('how-to-ask-a-question') are not.
 */
function looksSecret(raw: string): boolean {
  const value = decoded(raw);
  if (value.includes('@')) return true;
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return /^[A-Za-z0-9_-]{20,}$/.test(value) && /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value);
}

/**
 * The URL as the request log may show it: the token of a mailed link, any query parameter named
 * like a secret (token, code, password, email…) and any segment or value that looks like a secret
 * or an e-mail address become `[redacted]`; the rest stays, so the log still says what was asked.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const safePath = path
    .replace(SECRET_PAGE, (_whole, prefix: string) => `${prefix}${REDACTED}`)
    .split('/')
    .map((segment) => (looksSecret(segment) ? REDACTED : segment))
    .join('/');
  if (mark === -1) return safePath;
  const safeQuery = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      if (SECRET_PARAMETER.test(decoded(key)) || looksSecret(value)) return `${key}=${REDACTED}`;
      return looksSecret(key) ? REDACTED : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * Pino serializers of the request log: the request as Fastify logs it ('incoming request'), with
 * its URL redacted. No headers, so no Authorization, cookie or e-mail header either.
 */
export const requestLogSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
