import * as routes from '@qurio/contract/routes';
import { Platform } from 'react-native';
import { api } from '../../api/client';
import { loadNotifications, type NotificationsModule } from './notifications-module';

/** The token this device registered for the session, so logging out can take it back. */
let registered: string | null = null;

/** The channel Android shows Qurio's pushes in (needed before asking, from Android 13 on). */
const ANDROID_CHANNEL = 'default';

async function permitted(Notifications: NotificationsModule): Promise<boolean> {
  const current = await Notifications.getPermissionsAsync();
  if (current.granted) return true;
  if (!current.canAskAgain) return false;
  return (await Notifications.requestPermissionsAsync()).granted;
}

/**
 * Push as Bluesky does it, our own server sending (SPEC: the phone app): after sign-in and on a
 * start with a stored session, asks for permission and gives the server this device's native
 * token (FCM on Android, APNs on iOS). Does nothing on the web, on a simulator or in tests without
 * a device, or when the member says no. Never throws: push is a bonus, not a reason to fail.
 */
export async function registerPushDevice(): Promise<string | null> {
  const Notifications = loadNotifications();
  if (!Notifications || (Platform.OS !== 'android' && Platform.OS !== 'ios')) return null;
  try {
    if (Platform.OS === 'android') {
      await Notifications.setNotificationChannelAsync(ANDROID_CHANNEL, {
        name: 'Qurio',
        importance: Notifications.AndroidImportance.DEFAULT,
      });
    }
    if (!(await permitted(Notifications))) return null;
    const { data } = await Notifications.getDevicePushTokenAsync();
    if (typeof data !== 'string' || data === '') return null;
    await api.call(routes.registerPushToken, { token: data, platform: Platform.OS });
    registered = data;
    return data;
  } catch {
    return null;
  }
}

/** Before logging out: the server stops pushing to this device (best effort). */
export async function unregisterPushDevice(): Promise<void> {
  const token = registered;
  registered = null;
  if (!token) return;
  await api.call(routes.unregisterPushToken, { token }).catch(() => undefined);
}

/** The session ended on the server: its tokens went with it, nothing to call. */
export function forgetPushDevice(): void {
  registered = null;
}
