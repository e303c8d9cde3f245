import type { Agent } from 'node:https';
import type { VapidKeys } from '../../lib/vapid.js';
import { describePushError, type PushMessage, type PushOutcome, type PushSender, type WebPushKeys } from './sender.js';
import { trustedPushEndpoint } from './web-push-endpoint.js';

export interface WebPushOptions {
  vapid: VapidKeys;
  /** PUSH_HOSTS: checked again before every send, so a host taken off the list gets nothing more. */
  hosts: readonly string[];
  /** Tests trust their stand-in's self-signed certificate with an agent that has its CA. */
  agent?: Agent;
  timeoutMs?: number;
}

/** How long a push service keeps a push for a browser that is offline: a day, then it is stale. */
export const WEB_PUSH_TTL_S = 24 * 60 * 60;

/** What a click on the notification opens when a push carries no path of its own. */
const FALLBACK_URL = '/notifications';

/** `web-push` (and its JWT and HTTP dependencies, ~11 MB) loads on the first browser push, not at start. */
type WebPushLibrary = typeof import('web-push');
let library: Promise<WebPushLibrary> | null = null;
// A CommonJS package: Node's import() hands its exports over as `default`.
const loadWebPush = (): Promise<WebPushLibrary> =>
  (library ??= import('web-push').then((m) => (m as unknown as { default: WebPushLibrary }).default));

/**
 * Web Push (RFC 8030) with the `web-push` package: the payload is encrypted `aes128gcm` to the
 * subscription's keys (RFC 8291) and the request signed with the server's VAPID key (RFC 8292),
 * with a TTL and an urgency. The payload is what the service worker shows: the title and body
 * (already in the member's language), the path to open and a tag that replaces an earlier
 * notification about the same thing. Redirects are not followed.
 */
export class WebPushSender implements PushSender {
  private readonly timeoutMs: number;

  constructor(private readonly options: WebPushOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async send(endpoint: string, message: PushMessage, keys?: WebPushKeys): Promise<PushOutcome> {
    const target = trustedPushEndpoint(endpoint, this.options.hosts);
    if (!target) return { result: 'gone', reason: 'Web Push endpoint not on PUSH_HOSTS' };
    if (!keys) return { result: 'gone', reason: 'Web Push subscription without keys' };
    const { kind, question_id: questionId, username, url } = message.data;
    const payload = JSON.stringify({
      title: message.title,
      body: message.body,
      url: url?.startsWith('/') ? url : FALLBACK_URL,
      tag: ['qurio', kind, questionId ?? username].filter(Boolean).join('-'),
    });
    const { vapid } = this.options;
    const webpush = await loadWebPush();
    try {
      const answer = await webpush.sendNotification({ endpoint: target, keys }, payload, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: WEB_PUSH_TTL_S,
        urgency: kind === 'like' || kind === 'follow' ? 'low' : 'normal',
        timeout: this.timeoutMs,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      const location = answer.headers.location;
      return { result: 'sent', ...(typeof location === 'string' ? { id: location.slice(0, 300) } : {}) };
    } catch (error) {
      if (error instanceof webpush.WebPushError) {
        const summary = `Web Push ${error.statusCode}`;
        if (error.statusCode === 404 || error.statusCode === 410) return { result: 'gone', reason: summary };
        if (error.statusCode === 429 || error.statusCode >= 500) return { result: 'retry', error: summary };
        return { result: 'failed', error: summary };
      }
      return { result: 'retry', error: describePushError(error, endpoint) };
    }
  }

  close(): void {
    this.options.agent?.destroy();
  }
}
