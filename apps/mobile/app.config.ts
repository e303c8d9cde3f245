import type { ConfigContext, ExpoConfig } from 'expo/config';

/**
 * app.json plus what depends on the server the build talks to: the https links of that server
 * (`https://<host>/alice/post/3`) open in the app like `qurio://alice/post/3` (README "Deep links").
 * The server proves the app may take them with /.well-known/assetlinks.json (ANDROID_CERT_SHA256)
 * and /.well-known/apple-app-site-association (IOS_APP_ID).
 */

/** The paths the app opens; the server's apple-app-site-association lists the same ones. */
const ANDROID_PATHS = [
  { pathPattern: '/.*/post/.*' },
  { pathPrefix: '/question/' },
  { pathPrefix: '/reset-password/' },
  // A profile is one segment of letters and digits (Android 12 and later read this form).
  { pathAdvancedPattern: '/[A-Za-z0-9]+' },
];

/** The host of an https server URL; none for http (a development server cannot be verified). */
export function linkHost(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' ? parsed.hostname : null;
}

export default ({ config }: ConfigContext): ExpoConfig => {
  const extra = config.extra as { apiUrl?: string } | undefined;
  const host = linkHost(process.env.EXPO_PUBLIC_API_URL || extra?.apiUrl);
  const base = config as ExpoConfig;
  if (!host) return base;
  return {
    ...base,
    ios: { ...base.ios, associatedDomains: [`applinks:${host}`] },
    android: {
      ...base.android,
      intentFilters: [
        {
          action: 'VIEW',
          autoVerify: true,
          category: ['BROWSABLE', 'DEFAULT'],
          data: ANDROID_PATHS.map((path) => ({ scheme: 'https', host, ...path })),
        },
      ],
    },
  };
};
