import { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes.js';

/**
 * Every error the API can answer with: its HTTP status and the spec's English message, for each
 * code of error-codes.ts (the type makes a missing or an extra one a compile error). The server
 * sends `{ status: false, message, code }`; the apps translate by `code`.
 */
export const ERRORS = {
  // Generic and transport
  INTERNAL: { status: 500, message: 'An error has occurred. Please try again!' },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  /** A NUL character (U+0000) in any text: no one types it, and PostgreSQL text cannot hold it. */
  TEXT_INVALID_CHARACTER: { status: 400, message: 'Your text contains a character that is not allowed.' },
  /** Answered by the HTTP parser, before any route: the address or the headers are too long. */
  HEADERS_TOO_LARGE: { status: 431, message: 'The request address or headers are too long.' },
  /** Answered by the HTTP parser: the request did not arrive in time. */
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long. Please try again!' },
  // Auth and session
  SIGN_IN_REQUIRED: { status: 401, message: 'Please sign in and try again!' },
  AUTH_INVALID: { status: 401, message: 'Authorization Error. Please login again!' },
  WRONG_CREDENTIALS: { status: 401, message: 'Wrong username and/or password' },
  WRONG_PASSWORD: { status: 400, message: 'Your password is wrong! Please try again.' },
  CHECK_PASSWORD: { status: 400, message: 'Please check your password!' },
  PASSWORDS_NOT_EQUAL: { status: 400, message: 'Your passwords are not equal' },
  PASSWORD_SAME_AS_OLD: { status: 400, message: 'New password must be different from old password!' },
  PASSWORD_LENGTH: { status: 400, message: 'Password must be 6 to 50 characters long.' },
  ACCOUNT_SUSPENDED: { status: 403, message: 'You have been blocked for violating our Community rules.' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, message: 'Too many failed login attempts. Please try again later.' },
  TOO_MANY_SIGNUPS: { status: 429, message: 'Too many sign-ups from your network. Please try again later.' },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Too many requests from your network. Please wait a moment and try again.',
  },
  TOO_MANY_ACTIONS: { status: 429, message: 'You are doing that too often. Please wait a moment and try again.' },
  TOO_MANY_UPLOADS: { status: 429, message: 'You have uploaded too many pictures. Please try again later.' },
  TOO_MANY_RESET_REQUESTS: {
    status: 429,
    message: 'Too many password reset requests from your network. Please try again later.',
  },
  // Users
  USERNAME_INVALID: { status: 400, message: 'Username must be a valid username' },
  USERNAME_RESERVED: { status: 400, message: 'This username is not available.' },
  USERNAME_EXISTS: { status: 409, message: 'Username exist' },
  EMAIL_EXISTS: { status: 409, message: 'Email exist' },
  EMAIL_INVALID: { status: 400, message: 'Email must be a valid email' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken!' },
  USERNAME_ALREADY_YOURS: { status: 400, message: 'This username is already yours!' },
  USERNAME_CHANGE_TOO_SOON: { status: 429, message: 'You can only change your username once a month!' },
  NOTHING_CHANGED: { status: 400, message: 'You have changed nothing!' },
  LANG_INVALID: { status: 400, message: 'This language is not supported.' },
  PUSH_TOKEN_INVALID: { status: 400, message: 'This device push token is not valid.' },
  PUSH_PLATFORM_INVALID: { status: 400, message: 'This device platform is not supported.' },
  /** A Web Push subscription whose endpoint is not an https URL of reasonable length. */
  WEB_PUSH_ENDPOINT_INVALID: { status: 400, message: 'This push subscription is not valid.' },
  /** Its keys are not a P-256 public key (65 bytes) and a 16-byte secret, in base64url. */
  WEB_PUSH_KEYS_INVALID: { status: 400, message: 'The keys of this push subscription are not valid.' },
  /**
   * The endpoint is not on a push service the server trusts (PUSH_HOSTS): another host, plain
   * http, an IP address. The server never sends a request anywhere a browser's push service is not.
   */
  WEB_PUSH_SERVICE_REFUSED: { status: 400, message: 'Push notifications cannot be sent through this push service.' },
  USER_NOT_FOUND: { status: 404, message: 'User is not found!' },
  CANNOT_FOLLOW_SELF: { status: 400, message: 'You cannot follow yourself!' },
  CANNOT_REPORT_SELF: { status: 400, message: 'You cannot report yourself!' },
  USER_REPORTED_BEFORE: { status: 409, message: "You've reported this user before" },
  YOU_BLOCKED_USER: { status: 403, message: 'You have blocked this user!' },
  YOU_ARE_BLOCKED: { status: 403, message: 'You are blocked!' },
  CANNOT_BLOCK_SELF: { status: 400, message: 'You cannot block yourself!' },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    message: 'This unsubscribe link is not valid. You can change your e-mail settings in Qurio.',
  },
  SETTING_INVALID: { status: 400, message: 'This setting does not exist or its value is not valid.' },
  FULLNAME_TOO_LONG: { status: 400, message: 'Your name is too long.' },
  BIO_TOO_LONG: { status: 400, message: 'Your bio is too long.' },
  // Questions
  QUESTION_TOO_SHORT: { status: 400, message: 'Your question is too short' },
  QUESTION_TOO_LONG: { status: 400, message: 'Your question is too long' },
  ANSWER_TOO_SHORT: { status: 400, message: 'Your answer is too short' },
  ANSWER_TOO_LONG: { status: 400, message: 'Your answer is too long' },
  QUESTION_NOT_FOUND: { status: 404, message: 'Question is not found!' },
  CANNOT_ASK_SELF: { status: 400, message: 'You cannot ask question to yourself!' },
  ASKING_DISABLED: { status: 403, message: "User doesn't allow new questions!" },
  QUESTION_FILTERED: {
    status: 403,
    message: 'This question was hidden by your profanity filter and cannot be answered.',
  },
  ALREADY_ANSWERED: { status: 409, message: 'You have already answered this question.' },
  NOT_ANSWERED: { status: 400, message: 'This question has not been answered yet.' },
  /** withdrawQuestion: the recipient answered it, so it is theirs to keep or delete. */
  QUESTION_ALREADY_ANSWERED: {
    status: 409,
    message: 'This question has been answered and can no longer be withdrawn.',
  },
  CONTENT_REPORTED_BEFORE: { status: 409, message: "You've reported this content before" },
  TOO_MANY_QUESTIONS: { status: 429, message: 'You are asking too fast. Please wait a moment and try again.' },
  // Asking rules (issue 33): each says the recipient's rule and nothing about the asker.
  ASK_FOLLOWING_ONLY: { status: 403, message: 'This user only takes questions from people they follow!' },
  ASK_MUTUALS_ONLY: {
    status: 403,
    message: 'This user only takes questions from people they follow who follow them too!',
  },
  ANONYMOUS_NOT_ALLOWED: {
    status: 403,
    message: "This user doesn't allow anonymous questions! You can ask with your name.",
  },
  ANONYMOUS_FOLLOWING_ONLY: {
    status: 403,
    message: 'This user only takes anonymous questions from people they follow! You can ask with your name.',
  },
  ANONYMOUS_MUTUALS_ONLY: {
    status: 403,
    message: 'This user only takes anonymous questions from mutual follows! You can ask with your name.',
  },
  /** The rules the ask form showed are no longer the recipient's: the asker reads them again first. */
  ASK_RULES_CHANGED: { status: 409, message: "This user's asking rules have changed. Please read them again!" },
  // E-mail, codes and tokens
  TOKEN_INVALID: { status: 400, message: 'Token is not valid' },
  SECURITY_CODE_WRONG: { status: 400, message: 'Security code is wrong' },
  SECURITY_CODE_EXPIRED: { status: 400, message: 'The security code has expired' },
  VERIFICATION_CODE_WRONG: { status: 400, message: 'Verification code is wrong' },
  VERIFICATION_CODE_EXPIRED: { status: 400, message: 'The verification code has expired' },
  SECURITY_CODE_ACTIVE: { status: 429, message: "You have active security code, can't send again" },
  VERIFICATION_CODE_ACTIVE: { status: 429, message: "You have active verification code, can't send again" },
  SECURITY_MAIL_LIMIT: { status: 429, message: "You can't send more than 3 security mails in one day" },
  VERIFICATION_MAIL_LIMIT: { status: 429, message: "You can't send more than 3 verification mails in one day" },
  EMAIL_ALREADY_VERIFIED: { status: 400, message: 'Email is already verified' },
  // Uploads
  FILE_TOO_LARGE: { status: 413, message: 'File size is too large.' },
  UPLOAD_ERROR: { status: 400, message: 'Uploading Error.' },
  MEDIA_NOT_FOUND: { status: 400, message: 'This picture is no longer there. Please add it again.' },
  TOO_MANY_MEDIA: { status: 400, message: 'An answer can carry up to 4 pictures.' },
  /** The web's and the app's answer forms ask for it; the API takes a picture without one. */
  ALT_REQUIRED: { status: 400, message: 'Please describe the picture for people who cannot see it.' },
  ALT_TOO_LONG: { status: 400, message: 'The description of the picture is too long.' },
  // Content warnings and pinned answers (issue 33)
  CONTENT_WARNING_TOO_LONG: { status: 400, message: 'The content warning is too long.' },
  TOO_MANY_PINS: { status: 400, message: 'You can pin up to 3 answers. Unpin one first.' },
  PINS_INVALID: { status: 400, message: 'Give the order of the answers you have pinned, each once.' },
  // Required fields (SPEC §5)
  USERNAME_REQUIRED: { status: 400, message: 'The username field is required.' },
  ID_REQUIRED: { status: 400, message: 'The id field is required.' },
  QUESTION_ID_REQUIRED: { status: 400, message: 'The question_id field is required.' },
  ANSWER_REQUIRED: { status: 400, message: 'The answer field is required.' },
  QUESTION_REQUIRED: { status: 400, message: 'The question field is required.' },
  FULLNAME_REQUIRED: { status: 400, message: 'The fullname field is required.' },
  BIO_REQUIRED: { status: 400, message: 'The bio field is required.' },
  PASSWORD_REQUIRED: { status: 400, message: 'The password field is required.' },
  USER_ID_REQUIRED: { status: 400, message: 'The user_id field is required.' },
  CURRENT_PASSWORD_REQUIRED: { status: 400, message: 'The current_password field is required.' },
  PASSWORD_REPEAT_REQUIRED: { status: 400, message: 'The password_repeat field is required.' },
  TERM_REQUIRED: { status: 400, message: 'The term field is required.' },
  EMAIL_REQUIRED: { status: 400, message: 'The email field is required.' },
  CODE_REQUIRED: { status: 400, message: 'The code field is required.' },
  TOKEN_REQUIRED: { status: 400, message: 'The token field is required.' },
  WORD_REQUIRED: { status: 400, message: 'The word field is required.' },
  WORD_INVALID: { status: 400, message: 'A muted word or phrase has letters or digits and up to 60 characters.' },
  MUTED_WORDS_FULL: { status: 400, message: 'You can mute up to 100 words or phrases.' },
  REPORT_REASON_INVALID: { status: 400, message: 'Choose a reason from the list.' },
  TOO_MANY_IDS: { status: 400, message: 'At most 100 questions can be deleted at once.' },
  MODERATORS_ONLY: { status: 403, message: 'Only moderators can do this.' },
  ADMINS_ONLY: { status: 403, message: 'Only admins can see this.' },
  REASON_REQUIRED: { status: 400, message: 'Write down the reason (3 to 500 characters).' },
  MOD_ACTION_INVALID: { status: 400, message: 'This action does not apply to that target.' },
  TARGET_REQUIRED: { status: 400, message: 'Choose a report, a member or a question.' },
  REPORT_NOT_FOUND: { status: 404, message: 'The report is not found or already closed.' },
  /** A moderator acting on a moderator or an admin, or on a question one of them received. */
  MOD_TARGET_PROTECTED: { status: 403, message: 'Only an admin can act on a moderator or an admin.' },
  VERIFY_ADMINS_ONLY: { status: 403, message: 'Only admins can verify or unverify members.' },
  /** Their own account, a question they received or one they asked. */
  MOD_SELF_ACTION: { status: 403, message: 'You cannot moderate yourself or your own questions.' },
  REVEAL_NEEDS_REPORT: { status: 409, message: 'A sender can only be revealed for a question with an open report.' },
  /** Not one of the member's current sessions: ended, expired, unknown or another member's alike. */
  SESSION_NOT_FOUND: { status: 404, message: 'This session is not found or has already ended.' },
  /** A personal access token asked for a call its scopes do not allow (or one no token may make). */
  ACCESS_TOKEN_SCOPE_MISSING: { status: 403, message: 'This access token is not allowed to do this.' },
  ACCESS_TOKEN_NOT_FOUND: { status: 404, message: 'This access token is not found or has already been revoked.' },
  ACCESS_TOKENS_TOO_MANY: {
    status: 409,
    message: 'You have as many access tokens as you may. Revoke one to create another.',
  },
  ACCESS_TOKEN_NAME_REQUIRED: { status: 400, message: 'Please give the token a name.' },
  ACCESS_TOKEN_NAME_TOO_LONG: { status: 400, message: 'The token name is too long.' },
  ACCESS_TOKEN_SCOPES_INVALID: { status: 400, message: 'Please choose what the token may do.' },
  ACCESS_TOKEN_EXPIRY_INVALID: { status: 400, message: 'This expiry is not valid.' },
  EXPORT_TOO_SOON: { status: 429, message: 'You can ask for a copy of your data once a day.' },
  EXPORT_NOT_READY: { status: 404, message: 'There is no copy of your data ready to download.' },
  // Import (import.ts): an archive is checked whole before anything is stored.
  IMPORT_FORMAT_UNKNOWN: { status: 400, message: 'This file is not a Qurio or Retrospring export.' },
  /** Too many files, too much once unpacked, packed too tightly (a zip bomb) or one file too large. */
  IMPORT_ARCHIVE_TOO_LARGE: { status: 413, message: 'This archive is too large to import.' },
  /** A name that leaves the archive's folder (`../`, an absolute path). */
  IMPORT_ARCHIVE_UNSAFE: { status: 400, message: 'This archive contains a file outside its folder.' },
  /** Not a readable ZIP or .tar.gz, or its JSON does not parse. */
  IMPORT_ARCHIVE_CORRUPT: { status: 400, message: 'This archive is damaged and cannot be read.' },
  IMPORT_RUNNING: { status: 409, message: 'An import is already running. Please wait until it has finished.' },
  TOO_MANY_IMPORTS: { status: 429, message: 'You have started too many imports. Please try again later.' },
  TERMS_REQUIRED: { status: 400, message: 'Please accept the Terms and the Privacy Policy.' },
  AGE_REQUIRED: { status: 400, message: 'Please confirm that you are old enough to use Qurio.' },
  // Two-factor sign-in (two-factor.ts)
  /** The password was right; the body's `challenge` goes with a code in a second `token` call. */
  TWO_FACTOR_REQUIRED: { status: 401, message: 'Enter the code from your authenticator app.' },
  TWO_FACTOR_CODE_REQUIRED: { status: 400, message: 'Enter the 6-digit code from your authenticator app.' },
  /** Wrong, expired, or already used (a code counts once; so does each recovery code). */
  TWO_FACTOR_CODE_WRONG: { status: 400, message: 'This code is wrong or has already been used.' },
  /** The login's challenge is unknown, used or older than 5 minutes: start again with the password. */
  TWO_FACTOR_CHALLENGE_INVALID: {
    status: 401,
    message: 'Your sign-in took too long. Please enter your password again.',
  },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, message: 'Two-factor authentication is already on.' },
  /** Enable without a set-up, or disable/new codes while it is off. */
  TWO_FACTOR_NOT_ENABLED: { status: 400, message: 'Two-factor authentication is not on. Set it up first.' },
  TWO_FACTOR_ROLE_LOCKED: {
    status: 403,
    message: 'Moderators and admins must keep two-factor authentication on.',
  },
  /** A moderation call from a session that did not pass the second factor (or an account without it). */
  SECOND_FACTOR_REQUIRED: {
    status: 403,
    message: 'Moderation needs two-factor authentication: turn it on and sign in again with a code.',
  },
  /** A member who signed up without the confirmations makes them (`confirmSignup`) before anything else. */
  CONSENT_REQUIRED: { status: 403, message: 'Please confirm your age and accept the Terms to continue.' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

export { ERROR_CODES, type ErrorCode, isErrorCode };

/** The failure body every API error has. */
export interface ErrorBody {
  status: false;
  message: string;
  code: ErrorCode;
  /** ACCOUNT_SUSPENDED at login: why, and until when (null: until a moderator lifts it). */
  suspension?: { reason: string | null; until: string | null };
  /** TWO_FACTOR_REQUIRED at login: sent back with a code in the second `token` call. */
  challenge?: string;
}

export function errorBody(code: ErrorCode): ErrorBody {
  return { status: false, message: ERRORS[code].message, code };
}
