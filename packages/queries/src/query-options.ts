import {
  accessTokens,
  accountSettings,
  getQuestion,
  importStatus,
  mutedWords,
  myEmail,
  pinnedAnswers,
  preQuestions,
  profile,
  resetPasswordCheckToken,
  sessions,
  stats,
  twoFactorStatus,
} from '@qurio/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { accountDataKeys, authKeys } from './account-keys';
import { questionKeys, settingsKeys, userKeys } from './keys';
import type { WriteApi } from './writes/define';

/**
 * The non-feed reads both apps make, as TanStack `queryOptions` over the app's client: the same
 * key and the same cached shape in both, which the write definitions (writes/) rely on when they
 * patch a profile, a question or a settings list. Apps add their own timing (polling, stale time).
 */
type ReadApi = Pick<WriteApi, 'call'>;

/**
 * The member's latest import (issue 35), asked again every two seconds while it is queued or
 * running, so the progress moves on screen; still once it is done or failed.
 */
export function importStatusQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: accountDataKeys.import(),
    queryFn: ({ signal }) => api.call(importStatus, undefined, { signal }).then((response) => response.import),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 2000 : false;
    },
  });
}

/** A profile as the viewer sees it: the `user` of `profile` (relation, counts, badges). */
export function profileQueryOptions(api: ReadApi, username: string) {
  return queryOptions({
    queryKey: userKeys.profile(username),
    queryFn: ({ signal }) => api.call(profile, { username }, { signal }).then((response) => response.user),
  });
}

/** One answered question with its likers (`GET question`). */
export function questionQueryOptions(api: ReadApi, username: string, id: number) {
  return queryOptions({
    queryKey: questionKeys.one(username, id),
    queryFn: ({ signal }) => api.call(getQuestion, { username, id }, { signal }).then((response) => response.question),
  });
}

/** A profile's pinned answers in its owner's order (issue 33; `pinnedAnswers`). */
export function pinnedAnswersQueryOptions(api: ReadApi, username: string) {
  return queryOptions({
    queryKey: questionKeys.pinned(username),
    queryFn: ({ signal }) => api.call(pinnedAnswers, { username }, { signal }).then((response) => response.questions),
  });
}

/**
 * The account's switches (`accountSettings`), as the settings screens keep them: answer cards read
 * `unfold_warnings` from it (issue 33), so a flip in the settings unfolds every card at once.
 */
export function accountSettingsQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: settingsKeys.account(),
    queryFn: ({ signal }) => api.call(accountSettings, undefined, { signal }),
  });
}

/** The questions for everyone the member has not answered yet (`preQuestions`). */
export function promptsQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: questionKeys.prompts(),
    queryFn: ({ signal }) => api.call(preQuestions, undefined, { signal }).then((response) => response.questions),
  });
}

/** Follower and pending-question counts: the inbox badge. */
export function statsQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: userKeys.stats(),
    queryFn: ({ signal }) => api.call(stats, undefined, { signal }),
  });
}

/** The signed-in sessions, the current one marked. */
export function sessionsQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: settingsKeys.sessions(),
    queryFn: ({ signal }) => api.call(sessions, undefined, { signal }).then((response) => response.sessions),
  });
}

/** The member's personal access tokens (issue 35), the newest first: names, scopes and times, never a secret. */
export function accessTokensQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: settingsKeys.accessTokens(),
    queryFn: ({ signal }) => api.call(accessTokens, undefined, { signal }).then((response) => response.access_tokens),
  });
}

/** Whether two-factor sign-in is on, and how many recovery codes are left (issue 29). */
export function twoFactorQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: settingsKeys.twoFactor(),
    queryFn: ({ signal }) => api.call(twoFactorStatus, undefined, { signal }),
  });
}

/** The muted words and phrases; a write replaces the list with the server's answer. */
export function mutedWordsQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: settingsKeys.mutedWords(),
    queryFn: ({ signal }) => api.call(mutedWords, undefined, { signal }).then((response) => response.words),
  });
}

/** The address and whether it is verified. */
export function emailQueryOptions(api: ReadApi) {
  return queryOptions({
    queryKey: settingsKeys.email(),
    queryFn: ({ signal }) => api.call(myEmail, undefined, { signal }),
  });
}

/**
 * Whether a reset mail's link still works (`reset-password-check-token`, which does not use it
 * up), looked at once as the link opens: never retried (the server's verdict stands) and not kept
 * once its screen is gone, so a link opened again is asked about again.
 */
export function resetLinkQueryOptions(api: ReadApi, token: string) {
  return queryOptions({
    queryKey: authKeys.resetLink(token),
    queryFn: ({ signal }) => api.call(resetPasswordCheckToken, { token }, { signal }),
    retry: false,
    gcTime: 0,
  });
}
