import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { base64url, describePushError, type PushMessage, type PushOutcome, type PushSender } from './sender.js';

/** The fields of a Google service-account JSON that FCM HTTP v1 needs. */
export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

export interface FcmOptions {
  account: FcmServiceAccount;
  /** `https://fcm.googleapis.com` unless a test points it at a stand-in. */
  baseUrl: string;
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** Reads a service-account JSON, refusing one without the fields FCM needs. */
export function parseServiceAccount(json: string): FcmServiceAccount {
  const value = JSON.parse(json) as Partial<FcmServiceAccount>;
  for (const key of ['project_id', 'client_email', 'private_key', 'token_uri'] as const) {
    if (typeof value[key] !== 'string' || value[key] === '') throw new Error(`the service account has no ${key}`);
  }
  return value as FcmServiceAccount;
}

/**
 * Firebase Cloud Messaging, HTTP v1. An OAuth2 access token is obtained with a JWT signed RS256 by
 * the service account's key (the JWT bearer grant at the account's `token_uri`) and cached until a
 * minute before it expires; a 401 drops it so the next try gets a new one.
 */
export class FcmSender implements PushSender {
  private readonly key: KeyObject;
  private readonly now: () => number;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private access: { token: string; until: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly options: FcmOptions) {
    this.key = createPrivateKey(options.account.private_key);
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    let access: string;
    try {
      access = await this.accessToken();
    } catch (error) {
      return { result: 'retry', error: `token exchange: ${describePushError(error)}` };
    }
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(this.options.account.project_id)}/messages:send`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            data: message.data,
            android: { priority: 'high' },
          },
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return { result: 'retry', error: describePushError(error, token) };
    }
    const text = await response.text().catch(() => '');
    if (response.ok) {
      const name = (safeJson(text) as { name?: unknown } | null)?.name;
      return { result: 'sent', ...(typeof name === 'string' ? { id: name } : {}) };
    }
    const error = (safeJson(text) as { error?: { status?: string; details?: Array<{ errorCode?: string }> } } | null)
      ?.error;
    const code = error?.details?.find((d) => typeof d.errorCode === 'string')?.errorCode ?? error?.status ?? '';
    const summary = `FCM ${response.status} ${code}`.trim();
    // The documented "this token is no longer valid" answers.
    if (response.status === 404 || code === 'UNREGISTERED') return { result: 'gone', reason: summary };
    if (response.status === 400 && code === 'INVALID_ARGUMENT' && /token/i.test(text)) {
      return { result: 'gone', reason: summary };
    }
    if (response.status === 401) {
      this.access = null;
      return { result: 'retry', error: summary };
    }
    if (response.status === 429 || response.status >= 500) return { result: 'retry', error: summary };
    return { result: 'failed', error: summary };
  }

  close(): void {}

  /** The cached access token, or one exchange at a time for a new one. */
  private accessToken(): Promise<string> {
    if (this.access && this.access.until > this.now()) return Promise.resolve(this.access.token);
    this.pending ??= this.exchange().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async exchange(): Promise<string> {
    const { account } = this.options;
    const iat = Math.floor(this.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({ iss: account.client_email, scope: SCOPE, aud: account.token_uri, iat, exp: iat + 3600 }),
    );
    const signature = base64url(sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), this.key));
    const response = await this.fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${header}.${claims}.${signature}`,
      }).toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = safeJson(await response.text()) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new Error(`the token endpoint answered ${response.status}`);
    }
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.access = { token: body.access_token, until: this.now() + Math.max(0, lifetime - 60) * 1000 };
    return body.access_token;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
