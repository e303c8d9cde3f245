import Constants from 'expo-constants';

const DEVELOPMENT_URL = 'http://localhost:3000';
let override: string | null = null;

/**
 * The Qurio server the app talks to: `EXPO_PUBLIC_API_URL` (inlined at build time), else in
 * development the local server, else the production URL of app.json `expo.extra.apiUrl`.
 */
export function serverUrl(): string {
  if (override) return override;
  const fromEnv = process.env.EXPO_PUBLIC_API_URL;
  if (fromEnv) return fromEnv.replace(/\/+$/, '');
  if (__DEV__) return DEVELOPMENT_URL;
  const extra = Constants.expoConfig?.extra as { apiUrl?: string } | undefined;
  return (extra?.apiUrl ?? DEVELOPMENT_URL).replace(/\/+$/, '');
}

/** Points the app at another server (tests start their own). */
export function setServerUrl(url: string | null): void {
  override = url;
}
