/**
 * Every write of both apps, by feature word. The apps' thin `useWriteMutation` hooks take their
 * definitions from here and nowhere else (writes.test.ts checks both apps' sources for it), so
 * what a write makes stale is declared once for the web and the phone.
 */
export * as writes from './registry';

import type * as registry from './registry';

export type WriteName = keyof typeof registry;

export * from './cache';
export * from './define';
export * from './inbox-cache';
export * from './me-cache';
export type { PinVariables, ReorderPinsVariables } from './pins';
export type {
  AnswerKind,
  AnswerVariables,
  DeleteManyVariables,
  DeleteVariables,
} from './question-dialogs';
export type { AskVariables, LikeVariables } from './questions';
export { LIKE_KEY } from './questions';
export type { AskingRule, ImageKind, ModActionInput, ToggleGroup, ToggleKey } from './settings';
export type { BlockVariables, FollowTarget, UserRef } from './users';
