import { z } from 'zod';
import { defineCall } from './call.js';
import { okResponse, textField } from './fields.js';
import { LIMITS } from './limits.js';
import * as ROUTES from './routes.js';

/** The phone platforms whose push services the server delivers to (FCM for Android, APNs for iOS). */
export const PUSH_PLATFORMS = ['android', 'ios'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/**
 * A device push token as `getDevicePushTokenAsync` gives it: an FCM registration token (about
 * 160 characters) or an APNs device token (64 hex digits). Printable ASCII without spaces only:
 * it becomes part of a URL path (APNs) and a JSON body (FCM).
 */
export const pushTokenField = textField('PUSH_TOKEN_INVALID')
  .trim()
  .min(1, { error: 'PUSH_TOKEN_INVALID' })
  .max(LIMITS.pushTokenMax, { error: 'PUSH_TOKEN_INVALID' })
  .regex(/^[A-Za-z0-9_:.-]+$/, { error: 'PUSH_TOKEN_INVALID' });

/** Registers this device for push; the token belongs to the calling session and ends with it. */
export const registerPushToken = defineCall({
  ...ROUTES.registerPushToken,
  auth: 'required',
  input: z.object({
    token: pushTokenField,
    platform: z.enum(PUSH_PLATFORMS, { error: 'PUSH_PLATFORM_INVALID' }),
  }),
  response: okResponse,
});

/** Stops push to this device (the app's own switch; logging out does it too). */
export const unregisterPushToken = defineCall({
  ...ROUTES.unregisterPushToken,
  auth: 'required',
  beforeConsent: true,
  input: z.object({ token: pushTokenField }),
  response: okResponse,
});

/**
 * A Web Push subscription's endpoint as `PushSubscription.endpoint` gives it: an absolute URL on
 * the browser's push service. Which services the server sends to is the server's to decide
 * (PUSH_HOSTS): this field only checks the shape.
 */
export const webPushEndpointField = textField('WEB_PUSH_ENDPOINT_INVALID')
  .trim()
  .min(1, { error: 'WEB_PUSH_ENDPOINT_INVALID' })
  .max(LIMITS.webPushEndpointMax, { error: 'WEB_PUSH_ENDPOINT_INVALID' })
  .refine((value) => URL.canParse(value), { error: 'WEB_PUSH_ENDPOINT_INVALID' });

/** Base64url (padding allowed, as some browsers add it) of exactly `bytes` bytes. */
function base64urlOf(bytes: number) {
  const chars = Math.ceil((bytes * 4) / 3);
  return textField('WEB_PUSH_KEYS_INVALID').regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), {
    error: 'WEB_PUSH_KEYS_INVALID',
  });
}

/**
 * The subscription's keys (RFC 8291): `p256dh` the browser's P-256 public key, uncompressed (65
 * bytes), and `auth` its 16-byte authentication secret, both base64url as `toJSON()` gives them.
 */
export const webPushKeysField = z.object(
  { p256dh: base64urlOf(65), auth: base64urlOf(16) },
  { error: 'WEB_PUSH_KEYS_INVALID' },
);

/** The server's VAPID public key (RFC 8292), base64url: the `applicationServerKey` of a subscription. */
export const vapidPublicKey = defineCall({
  ...ROUTES.vapidPublicKey,
  auth: 'none',
  response: z.object({ status: z.literal(true), public_key: z.string() }),
});

/**
 * Registers this browser for push: the subscription belongs to the calling session and ends with
 * it. Only an https endpoint on a push service the server trusts is taken.
 */
export const registerWebPush = defineCall({
  ...ROUTES.registerWebPush,
  auth: 'required',
  input: z.object({ endpoint: webPushEndpointField, keys: webPushKeysField }),
  response: okResponse,
});

/** Stops push to this browser (the settings switch; logging out does it too). */
export const unregisterWebPush = defineCall({
  ...ROUTES.unregisterWebPush,
  auth: 'required',
  beforeConsent: true,
  input: z.object({ endpoint: webPushEndpointField }),
  response: okResponse,
});
