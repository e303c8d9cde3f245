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
  input: z.object({ token: pushTokenField }),
  response: okResponse,
});
