import { RESERVED_USERNAMES } from '@qurio/contract';
import type { AppsConfig } from '../../config.js';

/**
 * The two files by which Android and iOS let the phone app open this site's links (App Links and
 * universal links). Built from configuration only: no request, no database.
 */

/** Android's Digital Asset Links statement; null without a signing certificate to name. */
export function buildAssetLinks(apps: AppsConfig) {
  if (apps.androidCertSha256.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: apps.androidPackage,
        sha256_cert_fingerprints: apps.androidCertSha256,
      },
    },
  ];
}

type Component = { '/': string; exclude?: true; caseSensitive?: false; comment?: string };

/** Screens the app has for a path of its own that is also a reserved name. */
const APP_ROOTS = new Set(['question']);

/**
 * What the app opens, first match wins. Profiles are `/{username}`, which the format can only say as
 * `/*`, so everything else the site serves is excluded before it: the API and static roots, files,
 * the landing page, and every reserved name (the web's own routes are among them; no profile can
 * take one). Usernames are case-insensitive, so the exclusions are too.
 */
function appComponents(): Component[] {
  const exclude = (path: string): Component => ({ '/': path, exclude: true, caseSensitive: false });
  const reserved = [...RESERVED_USERNAMES].filter((name) => !APP_ROOTS.has(name)).sort();
  return [
    exclude('/'),
    ...['api', 'uploads', '_blog', 'assets', '.well-known'].map((root) => exclude(`/${root}/*`)),
    // Files: sw.js, manifest.webmanifest, icons. Usernames, post ids and reset tokens have no dot.
    exclude('/*.*'),
    // The page that asks for a reset mail: only its link with a token belongs to the app.
    exclude('/reset-password'),
    ...reserved.flatMap((name) => [exclude(`/${name}`), exclude(`/${name}/*`)]),
    { '/': '/*/post/*', comment: 'an answer' },
    { '/': '/question/*', comment: 'a question' },
    { '/': '/reset-password/*', comment: 'a password reset link' },
    { '/': '/*', comment: 'a profile' },
  ];
}

/** Apple's apple-app-site-association (iOS 13+ `components`); null without an app id. */
export function buildAppleAppSiteAssociation(apps: AppsConfig) {
  if (!apps.iosAppId) return null;
  return { applinks: { details: [{ appIDs: [apps.iosAppId], components: appComponents() }] } };
}
