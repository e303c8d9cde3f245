/**
 * What a member may type and keep (lengths of texts, how many of a thing): the forms check them
 * and the error messages name them (`{{passwordMin}}`). Part of LIMITS (limits.ts spreads it), in
 * a module of its own so a guest's first page, whose ask form and error messages read these,
 * does not carry every limit of limits.ts with them.
 */
export const MEMBER_LIMITS = {
  usernameMin: 3,
  usernameMax: 15,
  passwordMin: 6,
  passwordMax: 50,
  questionMin: 5,
  questionMax: 500,
  answerMin: 4,
  answerMax: 1000,
  /** An answer's content warning (issue 33): a short line, as Mastodon's spoiler text is meant to be. */
  contentWarningMax: 100,
  /** Answers a member may pin to the top of their profile, in order (issue 33). */
  pinsMax: 3,
  fullnameMax: 40,
  bioMax: 200,
  emailMax: 254,
  /** The description (alt text) of one picture, as Mastodon allows. */
  altMax: 1500,
  /** Pictures or GIFs one answer carries (uploadMedia, then answer / reAnswerQuestion). */
  mediaPerAnswer: 4,
  /**
   * Pictures a member has uploaded but not yet put in an answer; older than a day they are
   * deleted (features/media/sweep.ts). Past this, uploadMedia answers TOO_MANY_UPLOADS.
   */
  unattachedMediaMax: 20,
  mailsPerDay: 3,
  /** Muted words or phrases a member may keep, and the length of one. */
  mutedWordsMax: 100,
  mutedWordMax: 60,
  /** Questions one deleteQuestions call takes by id. */
  bulkDeleteMax: 100,
  /** Members one answer notifies by @mention; further names in it notify nobody. */
  mentionsPerAnswer: 10,
  /** Personal access tokens a member may hold at once (live: not revoked, not expired). */
  accessTokensMax: 10,
  /** A token's name, as its owner tells it apart in the list. */
  accessTokenNameMax: 50,
} as const;
