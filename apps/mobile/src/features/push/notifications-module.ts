import * as Device from 'expo-device';
import { Platform } from 'react-native';

export type NotificationsModule = typeof import('expo-notifications');

/**
 * expo-notifications, only where push can work: a real Android or iOS device. It is loaded on
 * demand because merely importing it sets up native token listeners (and warns in Expo Go), which
 * the web build, a simulator and the test renderer have no use for.
 */
export function loadNotifications(): NotificationsModule | null {
  if ((Platform.OS !== 'android' && Platform.OS !== 'ios') || !Device.isDevice) return null;
  try {
    return require('expo-notifications') as NotificationsModule;
  } catch {
    return null;
  }
}
