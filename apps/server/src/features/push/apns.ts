import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import http2 from 'node:http2';
import { base64url, describePushError, type PushMessage, type PushOutcome, type PushSender } from './sender.js';

export interface ApnsOptions {
  /** The .p8 key (PKCS#8 PEM, P-256) from the Apple developer account. */
  keyPem: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id: the `apns-topic` of every push. */
  bundleId: string;
  /** `api.push.apple.com` (production), `api.sandbox.push.apple.com`, or a stand-in `host:port`. */
  host: string;
  /** Extra trusted CA (PEM): tests trust their stand-in's self-signed certificate with it. */
  ca?: string;
  now?: () => number;
  timeoutMs?: number;
}

/** Apple refuses provider tokens older than an hour and too frequent new ones; 50 minutes fits both. */
const TOKEN_LIFETIME_MS = 50 * 60_000;

/**
 * Apple Push Notification service over HTTP/2: `POST /3/device/{token}` with a provider token
 * (a JWT signed ES256 with the .p8 key, `kid` the key id, `iss` the team id), kept for 50 minutes.
 * One HTTP/2 connection is reused for every push and opened again when it closes.
 */
export class ApnsSender implements PushSender {
  private readonly key: KeyObject;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private session: http2.ClientHttp2Session | null = null;
  private jwt: { token: string; until: number } | null = null;

  constructor(private readonly options: ApnsOptions) {
    this.key = createPrivateKey(options.keyPem);
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const payload = JSON.stringify({
      aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
      ...message.data,
    });
    let answer: { status: number; body: string; id?: string };
    try {
      answer = await this.post(`/3/device/${encodeURIComponent(token)}`, payload);
    } catch (error) {
      return { result: 'retry', error: describePushError(error, token) };
    }
    if (answer.status === 200) return { result: 'sent', ...(answer.id ? { id: answer.id } : {}) };
    let reason = '';
    try {
      reason = String((JSON.parse(answer.body) as { reason?: unknown }).reason ?? '');
    } catch {}
    const summary = `APNs ${answer.status} ${reason}`.trim();
    if (answer.status === 410 || reason === 'BadDeviceToken' || reason === 'Unregistered') {
      return { result: 'gone', reason: summary };
    }
    if (answer.status === 403 && (reason === 'ExpiredProviderToken' || reason === 'InvalidProviderToken')) {
      this.jwt = null;
      return { result: 'retry', error: summary };
    }
    if (answer.status === 429 || answer.status >= 500) return { result: 'retry', error: summary };
    return { result: 'failed', error: summary };
  }

  close(): void {
    this.session?.close();
    this.session = null;
  }

  private providerToken(): string {
    const now = this.now();
    if (this.jwt && this.jwt.until > now) return this.jwt.token;
    const header = base64url(JSON.stringify({ alg: 'ES256', kid: this.options.keyId }));
    const claims = base64url(JSON.stringify({ iss: this.options.teamId, iat: Math.floor(now / 1000) }));
    // JWS wants the raw r‖s signature, not DER.
    const signature = base64url(
      sign('sha256', Buffer.from(`${header}.${claims}`), { key: this.key, dsaEncoding: 'ieee-p1363' }),
    );
    this.jwt = { token: `${header}.${claims}.${signature}`, until: now + TOKEN_LIFETIME_MS };
    return this.jwt.token;
  }

  private connection(): http2.ClientHttp2Session {
    if (this.session && !this.session.closed && !this.session.destroyed) return this.session;
    const session = http2.connect(`https://${this.options.host}`, this.options.ca ? { ca: this.options.ca } : {});
    // Errors surface on the requests; an idle connection that fails is simply opened again.
    session.on('error', () => {});
    session.on('close', () => {
      if (this.session === session) this.session = null;
    });
    session.setTimeout(60 * 60_000, () => session.close());
    session.unref();
    this.session = session;
    return session;
  }

  private post(path: string, payload: string): Promise<{ status: number; body: string; id?: string }> {
    return new Promise((resolve, reject) => {
      const request = this.connection().request({
        ':method': 'POST',
        ':path': path,
        authorization: `bearer ${this.providerToken()}`,
        'apns-topic': this.options.bundleId,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'content-type': 'application/json',
      });
      request.setTimeout(this.timeoutMs, () => request.close(http2.constants.NGHTTP2_CANCEL));
      let status = 0;
      let id: string | undefined;
      const chunks: Buffer[] = [];
      request.on('response', (headers) => {
        status = Number(headers[':status'] ?? 0);
        const apnsId = headers['apns-id'];
        if (typeof apnsId === 'string') id = apnsId;
      });
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (status === 0) reject(new Error('APNs closed the stream without an answer'));
        else resolve({ status, body: Buffer.concat(chunks).toString('utf8'), ...(id ? { id } : {}) });
      });
      request.on('error', reject);
      // A cancelled (timed out) or reset stream may end with neither: settle it once here.
      request.on('close', () => reject(new Error('APNs stream closed before an answer')));
      request.end(payload);
    });
  }
}
