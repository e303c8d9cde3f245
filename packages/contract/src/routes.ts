import type { CallDef, CallInput, CallResponse, HttpMethod, StreamEventOf } from './call.js';
import type * as contract from './index.js';

/**
 * How to reach the API: each call's method and path (the call definitions spread their route from
 * here, so a path is written once), the headers and the multipart field names. This module must
 * stay free of zod at run time: the web app imports it as `@qurio/contract/routes` and so calls
 * the API without building a single schema. Its only link to the schemas is the type-only import
 * above, which gives every route its call's input and response types.
 */

/** A call's address: `path` is under `/api`, without the prefix. */
export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * The member ends their own session on purpose with this call (freezing or deleting the account,
   * ending the current session): its `X-Access-Token: false` is no forced logout, so the apps say
   * goodbye instead of "your session ended" (issue 34; @qurio/client's `sessionEnded(reason)`).
   */
  readonly endsSession?: true;
}

/** Every call definition of the contract, as a union of their types. */
type AnyCall = Extract<(typeof contract)[keyof typeof contract], CallDef>;

/**
 * The call definition a route belongs to: the one with the same method and path, which is the
 * key the server registers the call by (routes.test.ts checks that each pair is unique and that
 * routes and definitions match one to one). A route cannot carry its definition's type itself:
 * the definitions spread their route, so that type would be circular.
 */
export type CallOf<R extends Route> = Extract<AnyCall, { method: R['method']; path: R['path'] }>;

/** Any route of this table; a method and path that no call has is a type error. */
export type ApiRoute = AnyCall extends infer C
  ? C extends CallDef
    ? { readonly method: C['method']; readonly path: C['path'] }
    : never
  : never;

/** What the client sends: the JSON body (POST, PUT, DELETE) or the query string (GET). */
export type RouteInput<R extends Route> = CallInput<CallOf<R>>;
/** What a call answers on success. */
export type RouteResponse<R extends Route> = CallResponse<CallOf<R>>;

/** The paths of one method's calls: a path no call has is a type error (the typed test helpers take these). */
export type PathOf<M extends HttpMethod> = Extract<ApiRoute, { method: M }>['path'];
/** What the call at that method and path takes: a field the call does not have, or a wrong type, does not compile. */
export type InputOf<M extends HttpMethod, P extends string> = OrEmpty<
  RouteInput<Extract<ApiRoute, { method: M; path: P }>>
>;
/** A call without input takes nothing, or an empty body. */
type OrEmpty<I> = [I] extends [undefined] ? Record<string, never> | undefined : I;

// ---- Headers and multipart fields (headers.ts) ------------------------------------------------

export {
  ACCESS_TOKEN_HEADER,
  CLIENT_HEADER,
  COVER_IMAGE_FIELD,
  IMAGE_TYPES,
  IMPORT_FIELD,
  LAST_EVENT_ID_HEADER,
  LOCALE_HEADER,
  MEDIA_FIELD,
  PROFILE_IMAGE_FIELD,
  TIMEZONE_HEADER,
} from './headers.js';

// ---- Sign-up, sign-in and session (auth.ts) -----------------------------------------------------

export const register = { method: 'POST', path: '/register' } as const;
export const token = { method: 'POST', path: '/token' } as const;
export const refresh = { method: 'GET', path: '/refresh' } as const;
export const logout = { method: 'POST', path: '/logout' } as const;
export const myProfile = { method: 'GET', path: '/myProfile' } as const;
export const stats = { method: 'GET', path: '/stats' } as const;
export const checkUsername = { method: 'POST', path: '/checkUsername' } as const;
export const health = { method: 'GET', path: '/health' } as const;
export const signupRules = { method: 'GET', path: '/signupRules' } as const;
export const confirmSignup = { method: 'POST', path: '/confirmSignup' } as const;

// ---- Two-factor sign-in (two-factor.ts) --------------------------------------------------------

export const twoFactorStatus = { method: 'GET', path: '/twoFactor' } as const;
export const twoFactorSetup = { method: 'POST', path: '/twoFactorSetup' } as const;
export const twoFactorEnable = { method: 'POST', path: '/twoFactorEnable' } as const;
export const twoFactorDisable = { method: 'POST', path: '/twoFactorDisable' } as const;
export const twoFactorRecoveryCodes = { method: 'POST', path: '/twoFactorRecoveryCodes' } as const;

// ---- Profile, images, password, e-mail and username (account.ts) --------------------------------

export const updateProfile = { method: 'POST', path: '/profile' } as const;
export const uploadProfileImage = { method: 'POST', path: '/uploadProfileImage' } as const;
export const uploadCoverImage = { method: 'POST', path: '/uploadCoverImage' } as const;
export const uploadMedia = { method: 'POST', path: '/uploadMedia' } as const;
export const changePassword = { method: 'PUT', path: '/password' } as const;
export const resetPasswordSend = { method: 'POST', path: '/reset-password-send' } as const;
export const resetPasswordCheck = { method: 'POST', path: '/reset-password-check' } as const;
export const resetPassword = { method: 'POST', path: '/reset-password' } as const;
export const resetPasswordCheckToken = { method: 'POST', path: '/reset-password-check-token' } as const;
export const resetPasswordToken = { method: 'POST', path: '/reset-password-token' } as const;
export const myEmail = { method: 'GET', path: '/myEmail' } as const;
export const sendEmailVerificationMail = { method: 'POST', path: '/sendEmailVerificationMail' } as const;
export const verifyEmail = { method: 'POST', path: '/verifyEmail' } as const;
export const verifyEmailWithToken = { method: 'POST', path: '/verifyEmailWithToken' } as const;
export const updateUsername = { method: 'POST', path: '/updateUsername' } as const;
export const freezeAccount = { method: 'POST', path: '/freezeAccount', endsSession: true } as const;
export const deleteAccount = { method: 'POST', path: '/deleteAccount', endsSession: true } as const;

// ---- Feeds (feeds.ts) ---------------------------------------------------------------------------

export const timeline = { method: 'GET', path: '/timeline' } as const;
export const explore = { method: 'POST', path: '/explore' } as const;

// ---- Search (search.ts) -------------------------------------------------------------------------

export const search = { method: 'POST', path: '/search' } as const;

// ---- Trends and people to discover (discovery.ts) -----------------------------------------------

export const trends = { method: 'GET', path: '/trends' } as const;
export const suggestedUsers = { method: 'GET', path: '/suggestedUsers' } as const;
export const randomUsers = { method: 'GET', path: '/randomUsers' } as const;

// ---- Notifications (notifications.ts) -----------------------------------------------------------

export const notifications = { method: 'GET', path: '/notifications' } as const;

// ---- Live updates (events.ts) -----------------------------------------------------------------

/**
 * `GET events`: a Server-Sent Events stream, not JSON, so `raw` like the export: the server answers
 * it outside registerCall and the client reads it with `@qurio/client`'s event stream.
 */
export const events = { method: 'GET', path: '/events', raw: true } as const;
/** One event of `events`, as the client reads it: `{ type, data }`. */
export type LiveEvent = StreamEventOf<typeof contract.events>;

// ---- Questions and answers (questions.ts) -------------------------------------------------------

export const ask = { method: 'POST', path: '/ask' } as const;
export const myQuestions = { method: 'GET', path: '/myQuestions' } as const;
export const answer = { method: 'POST', path: '/answer' } as const;
export const reAnswerQuestion = { method: 'POST', path: '/reAnswerQuestion' } as const;
export const deleteQuestion = { method: 'DELETE', path: '/question' } as const;
export const deleteQuestions = { method: 'POST', path: '/deleteQuestions' } as const;
export const getQuestion = { method: 'GET', path: '/question' } as const;
export const questions = { method: 'GET', path: '/questions' } as const;
export const likeQuestion = { method: 'POST', path: '/likeQuestion' } as const;
export const reportQuestion = { method: 'POST', path: '/reportQuestion' } as const;
export const pinnedAnswers = { method: 'GET', path: '/pinnedAnswers' } as const;
export const pinAnswer = { method: 'POST', path: '/pinAnswer' } as const;
export const unpinAnswer = { method: 'POST', path: '/unpinAnswer' } as const;
export const reorderPins = { method: 'POST', path: '/reorderPins' } as const;

// ---- The asker's sent questions (sent-questions.ts) --------------------------------------------

export const sentQuestions = { method: 'GET', path: '/sentQuestions' } as const;
export const withdrawQuestion = { method: 'POST', path: '/withdrawQuestion' } as const;

// ---- Prompts: questions the site asks everyone (prompts.ts) -------------------------------------

export const preQuestions = { method: 'GET', path: '/preQuestions' } as const;
export const answerPreQuestion = { method: 'POST', path: '/answerPreQuestion' } as const;
export const questionAnswers = { method: 'GET', path: '/questionAnswers' } as const;

// ---- Profiles (users.ts) ------------------------------------------------------------------------

export const profile = { method: 'GET', path: '/profile' } as const;

// ---- Follows, blocks and reports of members (social.ts) -----------------------------------------

export const follow = { method: 'POST', path: '/follow' } as const;
export const followings = { method: 'GET', path: '/followings' } as const;
export const followers = { method: 'GET', path: '/followers' } as const;
export const block = { method: 'POST', path: '/block' } as const;
export const blockedUsers = { method: 'GET', path: '/blockedUsers' } as const;
export const reportUser = { method: 'POST', path: '/reportUser' } as const;

// ---- Blocking the asker of a question without learning who it is (safety.ts) -------------------

export const blockAsker = { method: 'POST', path: '/blockAsker' } as const;
export const blockedAskers = { method: 'GET', path: '/blockedAskers' } as const;
export const unblockAsker = { method: 'POST', path: '/unblockAsker' } as const;
export const mutedWords = { method: 'GET', path: '/mutedWords' } as const;
export const muteWord = { method: 'POST', path: '/muteWord' } as const;
export const unmuteWord = { method: 'POST', path: '/unmuteWord' } as const;
export const heldQuestions = { method: 'GET', path: '/heldQuestions' } as const;
export const moveToInbox = { method: 'POST', path: '/moveToInbox' } as const;

// ---- Download my data (export.ts) -------------------------------------------------------------

export const requestExport = { method: 'POST', path: '/requestExport' } as const;
export const exportStatus = { method: 'GET', path: '/exportStatus' } as const;
/**
 * `GET export`: the ZIP itself (application/zip), with the member's token. Not JSON, so it has no
 * call definition: `raw` marks the one route the server answers outside registerCall.
 */
export const exportData = { method: 'GET', path: '/export', raw: true } as const;

// ---- Import (import.ts) -----------------------------------------------------------------------

export const startImport = { method: 'POST', path: '/startImport' } as const;
export const importStatus = { method: 'GET', path: '/importStatus' } as const;

// ---- Moderation: the console's calls, moderators and admins only (moderation.ts) ----------------

export const modReports = { method: 'GET', path: '/modReports' } as const;
export const modAction = { method: 'POST', path: '/modAction' } as const;
export const modAudit = { method: 'GET', path: '/modAudit' } as const;
export const modReveals = { method: 'GET', path: '/modReveals' } as const;

// ---- Settings (settings.ts) ---------------------------------------------------------------------

export const accountSettings = { method: 'GET', path: '/accountSettings' } as const;
export const notificationSettings = { method: 'GET', path: '/notificationSettings' } as const;
export const set = { method: 'POST', path: '/set' } as const;
export const unsubscribeMail = { method: 'POST', path: '/unsubscribeMail' } as const;

// ---- Where the member is signed in (sessions.ts) -----------------------------------------------

export const sessions = { method: 'GET', path: '/sessions' } as const;
export const endSession = { method: 'POST', path: '/endSession', endsSession: true } as const;
export const endOtherSessions = { method: 'POST', path: '/endOtherSessions' } as const;

// ---- Personal access tokens for other apps (access-tokens.ts) -----------------------------------

export const accessTokens = { method: 'GET', path: '/accessTokens' } as const;
export const createAccessToken = { method: 'POST', path: '/createAccessToken' } as const;
export const revokeAccessToken = { method: 'POST', path: '/revokeAccessToken' } as const;

// ---- Push notifications for the phone app (push.ts) ---------------------------------------------

export const registerPushToken = { method: 'POST', path: '/registerPushToken' } as const;
export const unregisterPushToken = { method: 'POST', path: '/unregisterPushToken' } as const;

// ---- Web Push for the web app (push.ts) ---------------------------------------------------------

export const vapidPublicKey = { method: 'GET', path: '/vapidPublicKey' } as const;
export const registerWebPush = { method: 'POST', path: '/registerWebPush' } as const;
export const unregisterWebPush = { method: 'POST', path: '/unregisterWebPush' } as const;

// ---- Getting the phone app (app-links.ts) ------------------------------------------------------

export const appLinks = { method: 'GET', path: '/appLinks' } as const;
