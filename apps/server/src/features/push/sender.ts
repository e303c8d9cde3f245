/** One push as the services receive it: a title and body, and string data for the deep link. */
export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * What a service answered. `gone`: the device token is unregistered or invalid and is deleted;
 * `retry`: worth another try later (network, 429, 5xx, an expired credential); `failed`: this
 * message will never be accepted (a 4xx about the request), so it is not tried again.
 */
export type PushOutcome =
  | { result: 'sent'; id?: string }
  | { result: 'gone'; reason: string }
  | { result: 'retry'; error: string }
  | { result: 'failed'; error: string };

/** A Web Push subscription's keys (RFC 8291), base64url. */
export interface WebPushKeys {
  p256dh: string;
  auth: string;
}

export interface PushSender {
  /** `token`: the device token, or a browser's endpoint URL with its `keys`. */
  send(token: string, message: PushMessage, keys?: WebPushKeys): Promise<PushOutcome>;
  close(): void;
}

/** The configured senders per platform; null: not configured, pushes to it are dropped. */
export interface PushSenders {
  android: PushSender | null;
  ios: PushSender | null;
  web: PushSender | null;
}

/** Base64url without padding, as JWTs are written. */
export function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/** A service's error text as it may be logged: short, one line, never the device token. */
export function describePushError(error: unknown, token?: string): string {
  let text = error instanceof Error ? error.message : String(error);
  if (token) text = text.replaceAll(token, '[token]');
  return text.replace(/\s+/g, ' ').slice(0, 300);
}
