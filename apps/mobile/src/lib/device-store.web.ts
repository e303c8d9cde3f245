// The web export (react-native-web, used for the end-to-end tests and a browser preview) has no
// Keychain: expo-secure-store does not run there, so values go to localStorage, as the web app
// keeps its own session.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const deviceStore = {
  get: async (key: string): Promise<string | null> => storage()?.getItem(key) ?? null,
  set: async (key: string, value: string): Promise<void> => {
    storage()?.setItem(key, value);
  },
  remove: async (key: string): Promise<void> => {
    storage()?.removeItem(key);
  },
};
