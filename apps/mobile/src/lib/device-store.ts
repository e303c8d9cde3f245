// Small values kept on the device: the Keychain (iOS) / Keystore (Android) through
// expo-secure-store. The web export uses device-store.web.ts.
import * as SecureStore from 'expo-secure-store';

export const deviceStore = {
  get: (key: string): Promise<string | null> => SecureStore.getItemAsync(key),
  set: (key: string, value: string): Promise<void> => SecureStore.setItemAsync(key, value),
  remove: (key: string): Promise<void> => SecureStore.deleteItemAsync(key),
};
