/** Query keys of the trust-and-safety screens (issue 16). */
export const safetyKeys = {
  /** How many questions the muted words held back: the inbox's `held` count. */
  heldCount: ['safety', 'held-count'] as const,
  held: ['safety', 'held'] as const,
  blockedAskers: ['safety', 'blocked-askers'] as const,
  mutedWords: ['safety', 'muted-words'] as const,
};
