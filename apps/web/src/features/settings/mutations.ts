import type { BlockedAsker, MeUser, MutedWord, SignedInSession } from '@qurio/contract';
import type { Language, MailMode, MailSettingKey } from '@qurio/contract/limits';
import {
  COVER_IMAGE_FIELD,
  changePassword,
  endOtherSessions,
  endSession,
  freezeAccount,
  muteWord,
  PROFILE_IMAGE_FIELD,
  type RouteInput,
  sendEmailVerificationMail,
  set,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  unblockAsker,
  unmuteWord,
  updateProfile,
  updateUsername,
  uploadCoverImage,
  uploadProfileImage,
  verifyEmail,
} from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callApiWithForm } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { changeLanguage } from '../../i18n';
import { useWriteMutation } from '../../lib/write-mutation';
import type { FeedData } from '../../ui/feed/useFeed';
import { userKeys } from '../users/keys';
import { setMyEmail } from './email-queries';
import { settingsKeys, settingsWrites } from './keys';
import { applyMyChanges, applyNewUsername } from './session-sync';
import type { SettingsData, ToggleGroup, ToggleKey } from './setting-queries';

function putFlag(queryClient: QueryClient, group: ToggleGroup, key: ToggleKey, on: boolean): void {
  queryClient.setQueryData<SettingsData>(settingsKeys[group](), (data) =>
    data ? { ...data, settings: { ...data.settings, [key]: on } } : data,
  );
}

function putMailMode(queryClient: QueryClient, key: MailSettingKey, mode: MailMode): void {
  queryClient.setQueryData<SettingsData>(settingsKeys.notification(), (data) =>
    data?.mail ? { ...data, mail: { ...data.mail, [key]: mode } } : data,
  );
}

/**
 * Flips one switch at once and saves it with `set` ('1' / '0', SPEC §5). If the server refuses or
 * cannot be reached, only that switch goes back (others may have changed meanwhile) and the
 * reason shows as a red snack.
 */
export function useToggleSetting(group: ToggleGroup) {
  return useWriteMutation({
    call: ({ key, on }: { key: ToggleKey; on: boolean }) => callApi(set, { key, value: on ? '1' : '0' }),
    // A slow first load must not land after the flip and undo it on screen.
    touches: () => [settingsKeys[group]()],
    optimistic: (client, { key, on }) => putFlag(client, group, key, on),
    rollback: (client, { key, on }) => putFlag(client, group, key, !on),
    invalidates: settingsWrites.toggle,
    report: showCallError,
  });
}

/**
 * One kind's e-mail setting (off, immediately, daily digest), chosen at once and saved with `set`;
 * on failure that choice alone goes back to what it was.
 */
export function useSetMailMode() {
  return useWriteMutation({
    call: ({ key, mode }: { key: MailSettingKey; mode: MailMode; previous: MailMode }) =>
      callApi(set, { key, value: mode }),
    touches: () => [settingsKeys.notification()],
    optimistic: (client, { key, mode }) => putMailMode(client, key, mode),
    rollback: (client, { key, previous }) => putMailMode(client, key, previous),
    invalidates: settingsWrites.toggle,
    report: showCallError,
  });
}

/** The name and bio: the left card, the stored session and the own profile take the answer. */
export function useUpdateProfileMutation() {
  return useWriteMutation({
    call: (input: RouteInput<typeof updateProfile>) => callApi(updateProfile, input),
    apply: (client, { user }) => {
      client.setQueryData<MeUser>(userKeys.me(), user);
      applyMyChanges(client, { fullname: user.fullname, bio: user.bio });
    },
    invalidates: settingsWrites.profile,
  });
}

export type ImageKind = 'avatar' | 'cover';

/** Sends one image; the stored session, the left card and the cached profile take the new path. */
async function upload({ kind, file }: { kind: ImageKind; file: File }) {
  const form = new FormData();
  if (kind === 'avatar') {
    form.append(PROFILE_IMAGE_FIELD, file);
    const { image } = await callApiWithForm(uploadProfileImage, form);
    return { image };
  }
  form.append(COVER_IMAGE_FIELD, file);
  const { cover } = await callApiWithForm(uploadCoverImage, form);
  return { cover };
}

/** A new profile picture or cover (SPEC §2): uploading while the call runs, then shown everywhere. */
export function useUploadImageMutation() {
  return useWriteMutation({
    call: upload,
    apply: (client, paths) => applyMyChanges(client, paths),
    invalidates: settingsWrites.image,
  });
}

/** A new username (SPEC §5): the profile moves to the new URL. */
export function useUsernameMutation() {
  return useWriteMutation({
    call: (input: { username: string; password: string; current: string }) =>
      callApi(updateUsername, { username: input.username, password: input.password }),
    apply: (client, { username }, { current }) => applyNewUsername(client, current, username),
    invalidates: settingsWrites.username,
  });
}

/** A new address with the password: the account's address at once, unverified, and a code mailed. */
export function useChangeEmailMutation() {
  return useWriteMutation({
    call: (input: { email: string; password: string }) => callApi(sendEmailVerificationMail, input),
    apply: (client, { email }) => setMyEmail(client, { email, email_verified: false }),
    invalidates: settingsWrites.email,
  });
}

/** Mails a verification code to the current address. */
export function useSendVerificationMutation() {
  return useWriteMutation({
    call: () => callApi(sendEmailVerificationMail, {}),
    invalidates: settingsWrites.sendVerification,
  });
}

/** The code from the mail verifies the current address. */
export function useVerifyCodeMutation() {
  return useWriteMutation({
    call: (input: { email: string; code: string }) => callApi(verifyEmail, input),
    apply: (client, _response, { email }) => setMyEmail(client, { email, email_verified: true }),
    invalidates: settingsWrites.verifyCode,
  });
}

/**
 * The interface language, optimistically: the app switches the moment a language is picked and
 * the choice is saved to the account with `set` (key `lang`) so mails and other devices follow. If
 * saving fails, the previous language comes back with the reason.
 */
export function useLanguageMutation() {
  return useWriteMutation({
    call: ({ language }: { language: Language; previous: Language }) => callApi(set, { key: 'lang', value: language }),
    optimistic: async (client, { language }) => {
      await changeLanguage(language);
      applyMyChanges(client, { lang: language });
    },
    rollback: async (client, { previous }) => {
      await changeLanguage(previous);
      applyMyChanges(client, { lang: previous });
    },
    invalidates: settingsWrites.language,
    report: showCallError,
  });
}

/** A new password; the other sessions end on the server, this one stays. */
export function usePasswordMutation() {
  return useWriteMutation({
    call: (input: RouteInput<typeof changePassword>) => callApi(changePassword, input),
    invalidates: settingsWrites.password,
  });
}

/** Freezing the account ends every session (the answer's header logs this one out). */
export function useFreezeMutation() {
  return useWriteMutation({
    call: (password: string) => callApi(freezeAccount, { password }),
    invalidates: settingsWrites.freeze,
  });
}

/** Lifts the block of one anonymous asker (issue 16): the entry leaves the list when the server agreed. */
export function useUnblockAskerMutation() {
  return useWriteMutation({
    call: (row: BlockedAsker) => callApi(unblockAsker, { id: row.id }),
    apply: (client, _response, row) =>
      client.setQueryData<FeedData<BlockedAsker>>(settingsKeys.blockedAskers(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.filter((r) => r.id !== row.id) })),
            }
          : data,
      ),
    invalidates: settingsWrites.unblockAsker,
  });
}

/**
 * Mutes or unmutes a word or phrase; the server answers with the whole list, which replaces the
 * cached one (a word muted already in another spelling changes nothing).
 */
export function useMutedWordMutation() {
  return useWriteMutation({
    call: ({ word, mute }: { word: string; mute: boolean }) => callApi(mute ? muteWord : unmuteWord, { word }),
    apply: (client, response) => client.setQueryData<MutedWord[]>(settingsKeys.mutedWords(), response.words),
    invalidates: settingsWrites.mutedWords,
  });
}

function keepSessions(client: QueryClient, keep: (row: SignedInSession) => boolean): void {
  client.setQueryData<SignedInSession[]>(settingsKeys.sessions(), (rows) => rows?.filter(keep));
}

/**
 * Signs one session out; it leaves the list when the server agreed. Ending the current one is a
 * logout: the answer's `X-Access-Token: false` ends the session here as any ended session does.
 */
export function useEndSessionMutation() {
  return useWriteMutation({
    call: (row: SignedInSession) => callApi(endSession, { id: row.id }),
    apply: (client, _response, row) => keepSessions(client, (r) => r.id !== row.id),
    invalidates: settingsWrites.endSession,
  });
}

/** Signs out every session but this one; only this one stays in the list. */
export function useEndOtherSessionsMutation() {
  return useWriteMutation({
    call: () => callApi(endOtherSessions, undefined),
    apply: (client) => keepSessions(client, (r) => r.current),
    invalidates: settingsWrites.endOtherSessions,
  });
}

/** Two-factor sign-in, step one: a new secret and its QR code (nothing is on until the first code). */
export function useTwoFactorSetupMutation() {
  return useWriteMutation({
    call: () => callApi(twoFactorSetup),
    invalidates: () => [],
  });
}

/** The first code turns it on; the answer holds the recovery codes, shown once. */
export function useTwoFactorEnableMutation() {
  return useWriteMutation({
    call: (input: RouteInput<typeof twoFactorEnable>) => callApi(twoFactorEnable, input),
    invalidates: settingsWrites.twoFactor,
  });
}

/** Off, with the password and a code or a recovery code. */
export function useTwoFactorDisableMutation() {
  return useWriteMutation({
    call: (input: RouteInput<typeof twoFactorDisable>) => callApi(twoFactorDisable, input),
    invalidates: settingsWrites.twoFactor,
  });
}

/** Ten new recovery codes in place of the old ones. */
export function useRecoveryCodesMutation() {
  return useWriteMutation({
    call: (input: RouteInput<typeof twoFactorRecoveryCodes>) => callApi(twoFactorRecoveryCodes, input),
    invalidates: settingsWrites.twoFactor,
  });
}
