import { questionKeys, settingsKeys } from '@qurio/queries';

/** Query keys of the trust-and-safety screens (issue 16), shared with the web (@qurio/queries). */
export const safetyKeys = {
  /** How many questions the muted words held back: the inbox's `held` count. */
  heldCount: questionKeys.heldCount(),
  held: questionKeys.held(),
  blockedAskers: settingsKeys.blockedAskers(),
  mutedWords: settingsKeys.mutedWords(),
};
