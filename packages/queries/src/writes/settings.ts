import type { BlockedAsker, DataExport, DataImport, MutedWord, SignedInSession } from '@qurio/contract';
import type { AnonymousCircle, AskCircle } from '@qurio/contract/asking';
import type {
  AccountSettingKey,
  Language,
  MailMode,
  MailSettingKey,
  NotificationSettingKey,
} from '@qurio/contract/limits';
import {
  COVER_IMAGE_FIELD,
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  freezeAccount,
  IMPORT_FIELD,
  modAction,
  muteWord,
  PROFILE_IMAGE_FIELD,
  type RouteInput,
  requestExport,
  sendEmailVerificationMail,
  set,
  startImport,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  unblockAsker,
  unmuteWord,
  unsubscribeMail,
  updateProfile,
  updateUsername,
  uploadCoverImage,
  uploadProfileImage,
  verifyEmail,
} from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { accountDataKeys, moderationKeys } from '../account-keys';
import { questionKeys, settingsKeys, userKeys } from '../keys';
import { dropRows } from './cache';
import { defineWrite } from './define';
import { patchMe } from './me-cache';

export type ToggleGroup = 'account' | 'notification';
export type ToggleKey = AccountSettingKey | NotificationSettingKey;

/** A group's settings as the server answers them (the notification group carries the mail modes). */
interface SettingsData {
  settings: Partial<Record<ToggleKey, boolean>>;
  mail?: Partial<Record<MailSettingKey, MailMode>>;
}

function putFlag(client: QueryClient, group: ToggleGroup, key: ToggleKey, on: boolean): void {
  client.setQueryData<SettingsData>(settingsKeys[group](), (data) =>
    data ? { ...data, settings: { ...data.settings, [key]: on } } : data,
  );
}

function putMailMode(client: QueryClient, key: MailSettingKey, mode: MailMode): void {
  client.setQueryData<SettingsData>(settingsKeys.notification(), (data) =>
    data?.mail ? { ...data, mail: { ...data.mail, [key]: mode } } : data,
  );
}

/**
 * Flips one switch at once and saves it with `set` ('1' / '0', SPEC §5). If the server refuses or
 * cannot be reached, only that switch goes back (others may have changed meanwhile).
 */
export const toggleSetting = defineWrite({
  name: 'settings.toggle',
  call: ({ api }, { key, on }: { group: ToggleGroup; key: ToggleKey; on: boolean }) =>
    api.call(set, { key, value: on ? '1' : '0' }),
  // A slow first load must not land after the flip and undo it on screen.
  touches: ({ group }) => [settingsKeys[group]()],
  optimistic: (client, { group, key, on }) => putFlag(client, group, key, on),
  rollback: (client, { group, key, on }) => putFlag(client, group, key, !on),
  invalidates: () => [],
});

/** One kind's e-mail setting, chosen at once and saved with `set`; on failure that choice alone goes back. */
export const setMailMode = defineWrite({
  name: 'settings.mailMode',
  call: ({ api }, { key, mode }: { key: MailSettingKey; mode: MailMode; previous: MailMode }) =>
    api.call(set, { key, value: mode }),
  touches: () => [settingsKeys.notification()],
  optimistic: (client, { key, mode }) => putMailMode(client, key, mode),
  rollback: (client, { key, previous }) => putMailMode(client, key, previous),
  invalidates: () => [],
});

/** An asking rule (issue 33): who may ask, or who may ask anonymously. */
export type AskingRule = { key: 'ask_from'; value: AskCircle } | { key: 'anonymous_from'; value: AnonymousCircle };

function putRule(client: QueryClient, rule: AskingRule): void {
  client.setQueryData<{ settings: Record<string, unknown> }>(settingsKeys.account(), (data) =>
    data ? { ...data, settings: { ...data.settings, [rule.key]: rule.value } } : data,
  );
}

/**
 * Chooses an asking rule at once and saves it with `set`; on failure that choice alone goes back.
 * The member's own profile shows the rules, so it goes stale.
 */
export const setAskingRule = defineWrite({
  name: 'settings.askingRule',
  call: ({ api }, { rule }: { rule: AskingRule; previous: AskingRule }) => api.call(set, rule),
  touches: () => [settingsKeys.account()],
  optimistic: (client, { rule }) => putRule(client, rule),
  rollback: (client, { previous }) => putRule(client, previous),
  // The spec's allow_only_accounts is read from the rules: the server's answer is the truth.
  invalidates: (_input, _data, { me }) => {
    const member = me();
    return [settingsKeys.account(), ...(member ? [userKeys.profile(member.username)] : [])];
  },
});

/** The name and bio: `me`, the own profile and every card showing the name take the answer. */
export const updateMyProfile = defineWrite({
  name: 'settings.profile',
  call: ({ api }, input: RouteInput<typeof updateProfile>) => api.call(updateProfile, input),
  apply: (client, { user }, _input, { me }) => patchMe(client, me(), { fullname: user.fullname, bio: user.bio }),
  invalidates: () => [],
});

export type ImageKind = 'avatar' | 'cover';

/**
 * A new profile picture or cover (SPEC §2): the app builds the form with its platform's file (a
 * browser `File`, a React Native file part); the new path shows everywhere at once.
 */
export const uploadImage = defineWrite({
  name: 'settings.image',
  call: async (
    { api },
    { kind, file }: { kind: ImageKind; file: Blob },
  ): Promise<{ image?: string; cover?: string }> => {
    const form = new FormData();
    if (kind === 'avatar') {
      form.append(PROFILE_IMAGE_FIELD, file);
      const { image } = await api.callWithForm(uploadProfileImage, form);
      return { image };
    }
    form.append(COVER_IMAGE_FIELD, file);
    const { cover } = await api.callWithForm(uploadCoverImage, form);
    return { cover };
  },
  apply: (client, paths, _variables, { me }) => patchMe(client, me(), paths),
  invalidates: () => [],
});

/**
 * A new username (SPEC §5): the profile and answers cached under the old name are dropped; `me`
 * loads again under the new one.
 */
export const changeUsername = defineWrite({
  name: 'settings.username',
  call: ({ api }, input: { username: string; password: string; current: string }) =>
    api.call(updateUsername, { username: input.username, password: input.password }),
  apply: (client, { username }, { current }) => {
    client.setQueryData<{ username: string }>(userKeys.me(), (me) => (me ? { ...me, username } : me));
    client.removeQueries({ queryKey: userKeys.profile(current) });
    client.removeQueries({ queryKey: questionKeys.profile(current) });
  },
  invalidates: () => [userKeys.me()],
});

type EmailState = { email: string; email_verified: boolean };

function setMyEmail(client: QueryClient, state: EmailState, member: Parameters<typeof patchMe>[1]): void {
  client.setQueryData<EmailState>(settingsKeys.email(), state);
  patchMe(client, member, state);
}

/** A new address with the password: the account's address at once, unverified, and a code mailed. */
export const changeEmail = defineWrite({
  name: 'settings.email',
  call: ({ api }, input: { email: string; password: string }) => api.call(sendEmailVerificationMail, input),
  apply: (client, { email }, _input, { me }) => setMyEmail(client, { email, email_verified: false }, me()),
  invalidates: () => [],
});

/** Mails a verification code to the current address. */
export const sendVerification = defineWrite({
  name: 'settings.sendVerification',
  call: ({ api }) => api.call(sendEmailVerificationMail, {}),
  invalidates: () => [],
});

/**
 * The code from the mail verifies the current address: its state is set in place, and the e-mail
 * notification card's "confirm your address" note goes with it.
 */
export const verifyCode = defineWrite({
  name: 'settings.verifyCode',
  call: ({ api }, input: { email: string; code: string }) => api.call(verifyEmail, input),
  apply: (client, _response, { email }, { me }) => setMyEmail(client, { email, email_verified: true }, me()),
  invalidates: (_input, response) => (response ? [settingsKeys.notification()] : []),
});

/**
 * The interface language, saved to the account with `set` (key `lang`) so mails and other devices
 * follow. Each app switches its own i18n at once and back on failure (its effects).
 */
export const setLanguage = defineWrite({
  name: 'settings.language',
  call: ({ api }, { language }: { language: Language; previous: Language }) =>
    api.call(set, { key: 'lang', value: language }),
  optimistic: (client, { language }, { me }) => patchMe(client, me(), { lang: language }),
  rollback: (client, { previous }, _snapshot, { me }) => patchMe(client, me(), { lang: previous }),
  invalidates: () => [],
});

/** A new password; the other sessions end on the server, this one stays. */
export const setPassword = defineWrite({
  name: 'settings.password',
  call: ({ api }, input: RouteInput<typeof changePassword>) => api.call(changePassword, input),
  invalidates: () => [],
});

/** Freezing ends every session (the answer's header logs this one out), and the whole cache with it. */
export const freeze = defineWrite({
  name: 'settings.freeze',
  call: ({ api }, password: string) => api.call(freezeAccount, { password }),
  invalidates: () => [],
});

/** Lifts the block of one anonymous asker (issue 16): the entry leaves the list when the server agreed. */
export const unblockOneAsker = defineWrite({
  name: 'settings.unblockAsker',
  call: ({ api }, row: Pick<BlockedAsker, 'id'>) => api.call(unblockAsker, { id: row.id }),
  apply: (client, _response, row) =>
    dropRows<BlockedAsker>(client, settingsKeys.blockedAskers(), (r) => r.id === row.id),
  invalidates: () => [],
});

/**
 * Mutes or unmutes a word or phrase; the server answers with the whole list, which replaces the
 * cached one. Questions already held stay held, and unmuting releases none: the inbox is left alone.
 */
export const muteOneWord = defineWrite({
  name: 'settings.mutedWords',
  call: ({ api }, { word, mute }: { word: string; mute: boolean }) => api.call(mute ? muteWord : unmuteWord, { word }),
  apply: (client, response) => client.setQueryData<MutedWord[]>(settingsKeys.mutedWords(), response.words),
  invalidates: () => [],
});

function keepSessions(client: QueryClient, keep: (row: SignedInSession) => boolean): void {
  client.setQueryData<SignedInSession[]>(settingsKeys.sessions(), (rows) => rows?.filter(keep));
}

/** Signs one session out; it leaves the list when the server agreed (the current one is a logout). */
export const endOneSession = defineWrite({
  name: 'settings.endSession',
  call: ({ api }, row: Pick<SignedInSession, 'id'>) => api.call(endSession, { id: row.id }),
  apply: (client, _response, row) => keepSessions(client, (r) => r.id !== row.id),
  invalidates: () => [],
});

/** Signs out every session but this one; only this one stays in the list. */
export const endOthers = defineWrite({
  name: 'settings.endOtherSessions',
  call: ({ api }) => api.call(endOtherSessions, undefined),
  apply: (client) => keepSessions(client, (r) => r.current),
  invalidates: () => [],
});

type TwoFactorState = { enabled: boolean; recovery_codes_left: number };

function putTwoFactor(client: QueryClient, two_factor: TwoFactorState): void {
  client.setQueryData(settingsKeys.twoFactor(), { two_factor });
}

/** Two-factor sign-in, step one: a new secret and its QR code (nothing is on until the first code). */
export const startTwoFactor = defineWrite({
  name: 'settings.twoFactorSetup',
  call: ({ api }) => api.call(twoFactorSetup),
  invalidates: () => [],
});

/**
 * The first code turns it on; the answer holds the recovery codes, shown once. Each two-factor
 * write sets the state from its answer at once, then loads it again (recovery codes left).
 */
export const enableTwoFactor = defineWrite({
  name: 'settings.twoFactorEnable',
  call: ({ api }, input: RouteInput<typeof twoFactorEnable>) => api.call(twoFactorEnable, input),
  apply: (client, { recovery_codes }) =>
    putTwoFactor(client, { enabled: true, recovery_codes_left: recovery_codes.length }),
  invalidates: () => [settingsKeys.twoFactor()],
});

/** Off, with the password and a code or a recovery code. */
export const disableTwoFactor = defineWrite({
  name: 'settings.twoFactorDisable',
  call: ({ api }, input: RouteInput<typeof twoFactorDisable>) => api.call(twoFactorDisable, input),
  apply: (client) => putTwoFactor(client, { enabled: false, recovery_codes_left: 0 }),
  invalidates: () => [settingsKeys.twoFactor()],
});

/** Ten new recovery codes in place of the old ones. */
export const newRecoveryCodes = defineWrite({
  name: 'settings.recoveryCodes',
  call: ({ api }, input: RouteInput<typeof twoFactorRecoveryCodes>) => api.call(twoFactorRecoveryCodes, input),
  apply: (client, { recovery_codes }) =>
    putTwoFactor(client, { enabled: true, recovery_codes_left: recovery_codes.length }),
  invalidates: () => [settingsKeys.twoFactor()],
});

/** Asks for a ZIP of the member's data; the answer carries the new state, put in place. */
export const askForExport = defineWrite({
  name: 'settings.requestExport',
  call: ({ api }) => api.call(requestExport),
  apply: (client, data) => client.setQueryData<DataExport>(accountDataKeys.export(), data.export),
  invalidates: () => [],
});

/**
 * Uploads an export archive to import (issue 35): the screen hands over its platform's file (a
 * browser `File`, a React Native file part); the answer is the queued import, put in place, and
 * the status query polls from there.
 */
export const importArchive = defineWrite({
  name: 'settings.startImport',
  call: async ({ api }, { file }: { file: Blob }) => {
    const form = new FormData();
    form.append(IMPORT_FIELD, file);
    return (await api.callWithForm(startImport, form)).import;
  },
  apply: (client, data) => client.setQueryData<DataImport>(accountDataKeys.import(), data),
  invalidates: () => [],
});

/** Irreversible: the server erases the account and ends the session, and the whole cache with it. */
export const deleteMyAccount = defineWrite({
  name: 'settings.deleteAccount',
  call: ({ api }, password: string) => api.call(deleteAccount, { password }),
  invalidates: () => [],
});

/** The mail's unsubscribe link; a member signed in sees the new choice on the settings page. */
export const unsubscribe = defineWrite({
  name: 'settings.unsubscribe',
  call: ({ api }, { token }: { token: string }) => api.call(unsubscribeMail, { token }),
  invalidates: () => [settingsKeys.notification()],
});

export type ModActionInput = RouteInput<typeof modAction>;

/**
 * One moderator action with its reason. Not optimistic: the console shows what the server did; it
 * closes reports (or not) and adds an audit entry, loaded again before the dialog closes. Removing
 * an answer or one of its pictures changes what the answer's pages show: those are stale too.
 */
export const moderate = defineWrite({
  name: 'moderation.action',
  call: ({ api }, input: ModActionInput) => api.call(modAction, input),
  invalidates: (input) => [
    moderationKeys.reports(),
    moderationKeys.audit(),
    moderationKeys.reveals(),
    ...(input.action === 'remove' || input.action === 'remove_media' ? [questionKeys.all] : []),
  ],
  awaitInvalidation: true,
});
