/**
 * The API's headers and multipart field names (SPEC §7), apart from the routes (routes.ts
 * re-exports them), so the code every page runs to make a request does not carry the table of
 * every call.
 */

/** The header that carries a rotated token, or `false` when the session is gone. */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';
/** Headers every web request carries (SPEC §7). */
export const TIMEZONE_HEADER = 'X-Timezone';
export const LOCALE_HEADER = 'X-Locale';
/**
 * The phone app's requests say so (`app/ios`, `app/android`): React Native's user agent is the
 * HTTP library's (`okhttp/4.x`, `Qurio/1 CFNetwork/…`), which names no device. The sessions list
 * shows it as "Qurio app on iPhone". Browsers send none; their user agent tells.
 */
export const CLIENT_HEADER = 'X-Qurio-Client';
export const APP_CLIENTS = ['app/ios', 'app/android'] as const;
export type AppClient = (typeof APP_CLIENTS)[number];

/** The SSE header a reconnecting client sends with the id of the last event it received. */
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID';

/** Multipart field names of the image uploads (SPEC §7). */
export const PROFILE_IMAGE_FIELD = 'profile_image';
export const COVER_IMAGE_FIELD = 'cover_image';
/** The multipart field of uploadMedia: one picture or GIF for an answer. */
export const MEDIA_FIELD = 'media';
/** The multipart field of startImport: one export archive (ZIP or .tar.gz). */
export const IMPORT_FIELD = 'archive';
/** What the server accepts, judged by the file's content; the web app may use it for `accept`. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
