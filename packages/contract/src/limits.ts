import { MEMBER_LIMITS } from './member-limits.js';
import { SHELL_LIMITS, USERNAME_PATTERN } from './shell-limits.js';

export * from './member-limits.js';
export * from './reserved-usernames.js';
export * from './shell-limits.js';

/**
 * Business constants of SPEC §9, shared by server validation and web forms. Free of zod, like
 * routes.ts and errors.ts: the web app imports it as `@qurio/contract/limits`. Two parts live in
 * modules of their own, spread in here, because a module lands whole in one bundle chunk: what
 * every page of the web app reads as it starts (shell-limits.ts) and what a member may type and
 * keep, which forms check and error messages name (member-limits.ts). A guest's first page
 * carries those, not every limit and settings key of this module.
 */
export const LIMITS = {
  ...SHELL_LIMITS,
  ...MEMBER_LIMITS,
  /** A device push token (FCM registration tokens are about 160 characters, APNs tokens 64). */
  pushTokenMax: 1024,
  /** A Web Push subscription's endpoint URL (the push services' are 150 to 500 characters). */
  webPushEndpointMax: 2048,
  searchMin: 2,
  searchDebounceMs: 500,
  uploadMaxBytes: 8 * 1024 * 1024,
  codeTtlMs: 15 * 60_000,
  codeMaxAttempts: 5,
  linkTokenTtlMs: 24 * 60 * 60_000,
  usernameChangeEveryMs: 30 * 24 * 60 * 60_000,
  onlineWindowMs: 5 * 60_000,
  pullThresholdPx: 60,
  pullMaxPx: 80,
  pullErrorResetMs: 1000,
  /**
   * The live stream (`events`) writes a comment this often; a client that hears nothing for two
   * of these takes the connection for dead and opens another.
   */
  liveHeartbeatMs: 25_000,
  /**
   * Live streams held at once per session (one browser: its tabs) and per member (every device).
   * A new stream past either closes the oldest with a `closed` event (reason `replaced`), after
   * which the client polls and opens a stream again only when asked (a tab shown again), so two
   * tabs never take the stream from each other in a loop. 5: a browser over HTTP/1.1 holds 6
   * connections per host, so a sixth stream would leave no room for the calls; 20: four such
   * browsers or devices. Each stream costs the server a socket and memory; the reads an event
   * makes are shared by all of a member's streams in a process (features/live/member-feed.ts).
   */
  liveStreamsPerSession: 5,
  liveStreamsPerMember: 20,
  /** One data export a day; a ready one stays downloadable this long. */
  exportEveryMs: 24 * 60 * 60_000,
  exportKeepMs: 7 * 24 * 60 * 60_000,
  /**
   * An import's archive (issue 35): the upload itself, the files it may hold, what they may
   * unpack to in all and each, and how tightly packed a file may be (deflate reaches about 1:1000
   * only on made-up data; real exports of JSON and pictures stay under 1:20). Answers one archive
   * may hold: Retrospring's most active members had tens of thousands.
   */
  importMaxBytes: 64 * 1024 * 1024,
  importMaxEntries: 20_000,
  importMaxUnpackedBytes: 256 * 1024 * 1024,
  importMaxFileBytes: 128 * 1024 * 1024,
  importMaxRatio: 100,
  importMaxAnswers: 100_000,
  /** Sessions the sessions list shows at most, the newest sign-ins first (the current one always). */
  sessionsListed: 50,
  /** The longest expiry a token may be given, in days (none: it lasts until revoked). */
  accessTokenDaysMax: 365,
  /** The inbox filters' counts stop here: a larger count is shown as "999+" (each is one capped index read). */
  inboxCountMax: 999,
} as const;

/**
 * What a personal access token may do (features/access-tokens): each call of the contract names
 * the one scope it needs (CallDef.scope); a call with none is refused to tokens. There is no scope
 * for the password, the e-mail address, two-factor, deletion, freezing, the export, moderation,
 * sessions or tokens themselves: those stay with a signed-in session.
 */
export const TOKEN_SCOPES = ['read', 'ask', 'answer', 'notifications', 'settings'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** A personal access token starts with this, so it is told from a session's token without a lookup. */
export const ACCESS_TOKEN_PREFIX = 'qpat_';

/** The on/off settings of `/set` (booleans travel as '1' / '0'), by settings screen. */
export const ACCOUNT_SETTING_KEYS = [
  'allow_ask',
  'allow_only_accounts',
  'profanity_filter',
  'show_online',
  'unfold_warnings',
  /** Answers in explore and search results, the profile in people search (off by default for minors). */
  'listed',
] as const;
export const NOTIFICATION_SETTING_KEYS = [
  'notify_questions',
  'notify_answers',
  'notify_followers',
  'notify_likes',
  'notify_mentions',
] as const;
export type AccountSettingKey = (typeof ACCOUNT_SETTING_KEYS)[number];
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

/**
 * E-mail per kind of notification, in the order of NOTIFICATION_SETTING_KEYS: `off`, `immediate`
 * (within a minute or so, several at once in one mail) or `daily` (one digest a day at most).
 */
export const MAIL_SETTING_KEYS = [
  'mail_questions',
  'mail_answers',
  'mail_followers',
  'mail_likes',
  'mail_mentions',
] as const;
export const MAIL_MODES = ['off', 'immediate', 'daily'] as const;
export type MailSettingKey = (typeof MAIL_SETTING_KEYS)[number];
/** The in-app switch each e-mail kind follows: a mail lists notifications, so none without them. */
export const MAIL_NOTIFY_KEY = {
  mail_questions: 'notify_questions',
  mail_answers: 'notify_answers',
  mail_followers: 'notify_followers',
  mail_likes: 'notify_likes',
  mail_mentions: 'notify_mentions',
} as const satisfies Record<MailSettingKey, NotificationSettingKey>;
export type MailMode = (typeof MAIL_MODES)[number];

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}
