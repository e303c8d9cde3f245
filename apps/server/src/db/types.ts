import type { AnonymousCircle, AskCircle, MailMode } from '@qurio/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Flags are integers 0/1 and timestamps are ISO-8601 UTC strings
 * ('2026-11-22T05:00:00.000Z') in both SQLite and PostgreSQL, so the same queries and the same
 * lexicographic ordering work on both.
 */
export type Flag = 0 | 1;
export type { MailMode };

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: the unique key, because usernames compare case-insensitively. */
  username_lower: string;
  fullname: string;
  email: string;
  email_lower: string;
  email_verified: Generated<Flag>;
  password_hash: string;
  image: string | null;
  cover: string | null;
  bio: Generated<string>;
  lang: string;
  status: Generated<'active' | 'frozen' | 'suspended'>;
  /** What a suspended member is told at login, and when the suspension ends (null: when lifted). */
  suspended_reason: Generated<string | null>;
  suspended_until: Generated<string | null>;
  /** Sign-up consent: when the Terms were accepted, the minimum age confirmed (null: not sent). */
  terms_accepted_at: Generated<string | null>;
  age_confirmed: Generated<number | null>;
  /** 'user' is a member (the CLI and the console say member). */
  role: Generated<'user' | 'moderator' | 'admin'>;
  verified: Generated<Flag>;
  allow_ask: Generated<Flag>;
  /** Who may ask, and who anonymously (issue 33; features/questions/asking-rules.ts). */
  ask_from: Generated<AskCircle>;
  anonymous_from: Generated<AnonymousCircle>;
  /** In explore and search (off by default for minors). */
  listed: Generated<Flag>;
  profanity_filter: Generated<Flag>;
  show_online: Generated<Flag>;
  /** Show answers with content warnings unfolded (the viewer's own choice). */
  unfold_warnings: Generated<Flag>;
  notify_questions: Generated<Flag>;
  notify_answers: Generated<Flag>;
  notify_followers: Generated<Flag>;
  notify_likes: Generated<Flag>;
  notify_mentions: Generated<Flag>;
  /** E-mail per kind of notification (features/notification-mail). */
  mail_questions: Generated<MailMode>;
  mail_answers: Generated<MailMode>;
  mail_followers: Generated<MailMode>;
  mail_likes: Generated<MailMode>;
  mail_mentions: Generated<MailMode>;
  /** When the notification mailer should look at this member; null: nothing waits. */
  mail_due_at: Generated<string | null>;
  mail_daily_sent_at: Generated<string | null>;
  /** The newest notification id each mode has considered: none is mailed twice. */
  mail_immediate_after: Generated<number>;
  mail_daily_after: Generated<number>;
  follower_count: Generated<number>;
  following_count: Generated<number>;
  answer_count: Generated<number>;
  pending_count: Generated<number>;
  /** Questions muted words held back (features/safety), kept like pending_count. */
  held_count: Generated<number>;
  last_active: string | null;
  username_changed_at: string | null;
  frozen_at: string | null;
  /** Followed by so many that their answers are read at each page, not fanned out (features/feeds). */
  timeline_pull: Generated<Flag>;
  date_added: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Set when the token was rotated; the old token stays valid for a short grace period. */
  replaced_at: string | null;
  ip: string | null;
  /** At most 300 characters. */
  user_agent: string | null;
  /** When the member signed in: copied to each rotated row (a sign-in is a chain of rows). */
  signed_in_at: string;
  /** The chain's first row; null on that row itself. */
  sign_in_id: number | null;
  /** What the phone app says it is (`app/ios`, `app/android`); null for a browser. */
  client: string | null;
  /** When the session passed the second factor (features/two-factor); null: the password alone. */
  second_factor_at: string | null;
}

/** A personal access token (features/access-tokens): only the SHA-256 of its secret is kept. */
export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  /** Comma-separated words of TOKEN_SCOPES. */
  scopes: string;
  created_at: string;
  /** Written at most hourly, in the activity batch (lib/activity.ts); null until first used. */
  last_used_at: string | null;
  /** null: until revoked. */
  expires_at: string | null;
  revoked_at: string | null;
}

/** Two-factor sign-in of a member (features/two-factor); `enabled_at` null while set-up is pending. */
export interface TwoFactorTable {
  user_id: number;
  /** The TOTP secret, sealed (AES-256-GCM): `v1.` + base64url of IV, tag and ciphertext. */
  secret: string;
  enabled_at: string | null;
  /** The newest 30-second step a code was accepted for; codes of it or before are refused. */
  last_step: number | null;
  date_added: string;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface TwoFactorChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

/** A device that signed in before (features/auth/devices.ts): only the hash of its proof. */
export interface TrustedDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  /** The sign-in (its first session row) this device last made; null before it was recorded. */
  sign_in_id: number | null;
}

export interface QuestionsTable {
  id: Generated<number>;
  /** The recipient, who answers. */
  user_id: number;
  /** The asker; null for guests. Never presented for anonymous questions. */
  sender_id: number | null;
  /** Salted hash of a guest asker's IP, for limits and moderation. */
  /** Always null since migration 20261124T110000 (an unkeyed hash of an address): see asker_key. */
  sender_ip_hash: string | null;
  /** Who asked, keyed (lib/asker-key.ts); null for questions asked before it existed. */
  asker_key: Generated<string | null>;
  anonymous: Flag;
  prompt_id: number | null;
  question: string;
  answer: string | null;
  /**
   * 'held': kept back by one of the recipient's muted words, for their review; 'dropped': from an
   * asker they blocked or a moderator banned, stored only so the send costs what any send costs
   * (features/safety). Neither is in the inbox or its count; a dropped one is gone for everyone.
   */
  status: 'pending' | 'held' | 'dropped' | 'answered' | 'deleted';
  filtered: Generated<Flag>;
  like_count: Generated<number>;
  lang: string | null;
  date_added: string;
  date_answered: string | null;
  updated_at: string | null;
  /** The answer's pictures as presented (a JSON array of mediaItem), null when it has none (features/media). */
  media: Generated<string | null>;
  /** Explore order: answer time plus a like boost. */
  rank_at: Generated<string | null>;
  /** The author's content warning: readers see the answer folded under it; out of explore and trends. */
  content_warning: Generated<string | null>;
  /** 1: the answer came from an archive (features/import), shown with an "imported" mark. */
  imported: Generated<Flag>;
  /** An imported answer's stable key in its source; unique per member, so an import is idempotent. */
  import_key: Generated<string | null>;
  /**
   * SQLite only: grows with every answer (set by a trigger), the full-text index's key, so search
   * "latest" reads answers newest first straight from the index. Absent on PostgreSQL.
   */
  answer_seq?: Generated<number | null>;
}

/**
 * One row per question asked (migration 20261129T130000). An anonymous question waits here until
 * `deliver_at`, then the delivery worker writes it into `questions` (features/questions/delivery.ts)
 * and names it in `question_id`. The asker's list (sentQuestions) reads it; nobody else does.
 */
export interface SentQuestionsTable {
  id: Generated<number>;
  /** The asker; null for a guest (whose row goes once delivered) or a deleted account. */
  sender_id: number | null;
  /** The recipient. */
  user_id: number;
  /** The delivered question; null while it waits. */
  question_id: number | null;
  asker_key: string | null;
  anonymous: Flag;
  question: string;
  filtered: Flag;
  /** What the question becomes on delivery: pending, or held / dropped as the ask decided. */
  delivers_as: 'pending' | 'held' | 'dropped';
  /** When it was asked: shown to the asker only. */
  date_added: string;
  /** When it is due; null once delivered. */
  deliver_at: string | null;
}

export interface LikesTable {
  question_id: number;
  user_id: number;
  date_added: string;
}

export interface FollowsTable {
  id: Generated<number>;
  follower_id: number;
  followee_id: number;
  date_added: string;
}

/** An answer in a member's home timeline (features/feeds/timeline.ts), keyed as pages read it. */
export interface TimelineEntriesTable {
  user_id: number;
  date_answered: string;
  question_id: number;
  author_id: number;
}

/** A member whose home timeline is built; entries are complete from the floor key up (null: all). */
export interface TimelineStateTable {
  user_id: number;
  floor_date: string | null;
  floor_id: number | null;
  entries: Generated<number>;
}

export interface BlocksTable {
  id: Generated<number>;
  blocker_id: number;
  blocked_id: number;
  date_added: string;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: 'user' | 'question';
  target_id: number;
  reason: string | null;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  date_added: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  /** Who receives it. */
  user_id: number;
  type: 'follow' | 'answer' | 'like' | 'question' | 'mention';
  /**
   * Who caused it; for 'answer' and 'mention' this is the answerer, never an anonymous asker. For
   * 'question' the named asker, and null when the question is anonymous (or a guest's).
   */
  actor_id: number | null;
  question_id: number | null;
  read_at: string | null;
  date_added: string;
}

export interface PromptsTable {
  id: Generated<number>;
  lang: string;
  text: string;
  active: Generated<Flag>;
  answer_count: Generated<number>;
  date_added: string;
}

/** The search vocabulary (db/search.ts): a folded, stemmed term and how many answers were indexed under it. */
export interface SearchTermsTable {
  term: string;
  docs: number;
}

export interface HashtagsTable {
  question_id: number;
  tag: string;
  date_added: string;
  /** The answering member's language when the answer was written (trends per language). */
  lang: Generated<string>;
  /** 1: the answer carries a content warning, so trends leave this row out (search still finds it). */
  warned: Generated<Flag>;
}

/** An answer a member pinned to the top of their profile (at most LIMITS.pinsMax), in order. */
export interface PinsTable {
  user_id: number;
  question_id: number;
  position: number;
  date_added: string;
}

export interface EmailCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'verify';
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  date_added: string;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'verify';
  email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  date_added: string;
}

/**
 * The columns of every durable outbox, which the worker loop (lib/outbox-worker.ts) claims,
 * retries and prunes through db/outbox.ts; each outbox table adds what it delivers.
 */
export interface OutboxColumns<Status extends string> {
  id: Generated<number>;
  status: Generated<'queued' | Status>;
  /** Claims so far, each one try to deliver. */
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The worker delivering it now, until `claimed_until`; after that any worker may claim it. */
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  date_added: string;
}

/** A mail waiting for (or done with) delivery by the mail worker (features/mail/outbox.ts). */
export interface MailOutboxTable extends OutboxColumns<'sent' | 'failed'> {
  to_address: string;
  subject: string;
  /** Emptied once the mail is sent or given up: it carries a live code and link. */
  text_body: string;
  html_body: string;
  /** `<…@…>`, fixed at enqueue: every send of this row carries the same one. */
  message_id: string;
  /** Extra headers as JSON (List-Unsubscribe of notification mails), null for none. */
  headers: Generated<string | null>;
}

/**
 * A phone's push token or a browser's Web Push subscription (`web`: the token is its endpoint URL),
 * owned by the session that registered it (features/push).
 */
export interface PushTokensTable {
  id: Generated<number>;
  token: string;
  platform: 'android' | 'ios' | 'web';
  /** A subscription's keys (RFC 8291), base64url; null for a phone's token. */
  p256dh: string | null;
  auth_secret: string | null;
  user_id: number;
  session_id: number;
  date_added: string;
}

/** One push to one device, waiting for (or done with) the push worker (features/push/worker.ts). */
export interface PushOutboxTable extends OutboxColumns<'sent' | 'failed' | 'dropped'> {
  token_id: number;
  /** The recipient: the push is sent only while the token still belongs to this member. */
  user_id: number;
  kind: 'question' | 'answer' | 'like' | 'follow' | 'mention';
  title: string;
  body: string;
  /** JSON object of strings for the app's deep link. */
  data: string;
}

export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<'queued' | 'ready' | 'failed'>;
  /** The ZIP's name under DATA_DIR/exports (random, never guessable from the member). */
  file: string | null;
  date_added: string;
  ready_at: string | null;
}

/** One import of an archive (features/import): the job's state and, until done, its answers. */
export interface ImportsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  source: 'qurio' | 'retrospring';
  /** JSON array of ImportItem (features/import/formats.ts); null once the job is finished. */
  items: string | null;
  total: Generated<number>;
  processed: Generated<number>;
  imported: Generated<number>;
  /** JSON object: skip reason → count. */
  skipped: Generated<string>;
  date_added: string;
  finished_at: string | null;
}

export interface AskerBansTable {
  id: Generated<number>;
  asker_key: string;
  date_added: string;
}

/** A stored picture (features/media): uploaded, then taken by an answer. */
export interface MediaTable {
  id: Generated<number>;
  /** Who uploaded it: for quotas, the export and deletion; never presented. */
  user_id: number;
  /** The answer that carries it; null until one does (and swept after a day). */
  question_id: number | null;
  position: Generated<number>;
  /** The random name its files share: `media/<name>-<width>.jpg`, `media/<name>.webp`. */
  name: string;
  /** The presented form as made at upload (JSON: kind, width, height, url, sizes). */
  data: string;
  alt: Generated<string>;
  /** All its files together. */
  bytes: number;
  date_added: string;
}

export interface ModAuditTable {
  id: Generated<number>;
  moderator_id: number;
  moderator_username: string;
  action: string;
  target_type: 'report' | 'user' | 'question' | 'media';
  target_id: number;
  reason: string;
  date_added: string;
}

export interface ReleasedUsernamesTable {
  id: Generated<number>;
  username_lower: string;
  date_added: string;
}

export interface MutedWordsTable {
  id: Generated<number>;
  user_id: number;
  /** As the member typed it (trimmed, inner spaces collapsed). */
  word: string;
  /** Folded words joined by one space (features/safety/mute.ts). */
  word_norm: string;
  date_added: string;
}

export interface AskerBlocksTable {
  id: Generated<number>;
  /** The member who blocked. */
  user_id: number;
  question_id: number | null;
  asker_key: string | null;
  /** The question as it read when blocked (the list shows it after the question is deleted). */
  question: string;
  date_added: string;
  /** 1: made from an anonymous question, so it drops only the asker's anonymous questions. */
  anonymous_only: Generated<number>;
}

export interface UsernameChangesTable {
  id: Generated<number>;
  user_id: number;
  old_username: string;
  old_username_lower: string;
  new_username: string;
  date_added: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  questions: QuestionsTable;
  sent_questions: SentQuestionsTable;
  likes: LikesTable;
  follows: FollowsTable;
  timeline_entries: TimelineEntriesTable;
  timeline_state: TimelineStateTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  notifications: NotificationsTable;
  prompts: PromptsTable;
  hashtags: HashtagsTable;
  pins: PinsTable;
  search_terms: SearchTermsTable;
  email_codes: EmailCodesTable;
  email_tokens: EmailTokensTable;
  username_changes: UsernameChangesTable;
  asker_blocks: AskerBlocksTable;
  muted_words: MutedWordsTable;
  released_usernames: ReleasedUsernamesTable;
  asker_bans: AskerBansTable;
  mod_audit: ModAuditTable;
  media: MediaTable;
  data_exports: DataExportsTable;
  imports: ImportsTable;
  mail_outbox: MailOutboxTable;
  push_tokens: PushTokensTable;
  push_outbox: PushOutboxTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  trusted_devices: TrustedDevicesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type SentQuestionRow = Selectable<SentQuestionsTable>;
export type MediaRow = Selectable<MediaTable>;
