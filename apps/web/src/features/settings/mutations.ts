import type { Language } from '@qurio/contract/limits';
import { writes } from '@qurio/queries';
import { showCallError } from '../../api/show-error';
import { changeLanguage } from '../../i18n';
import { updateSession } from '../../lib/session-store';
import { useWriteMutation } from '../../lib/write-mutation';
import type { ToggleGroup } from './setting-queries';

// The settings writes, declared in @qurio/queries (`writes.*`) with what they change in the cache
// and make stale; here only what is the web's own: the stored session and the interface language.

export type { ImageKind } from '@qurio/queries';

/** Flips one switch at once (`{ group, key, on }`); only that switch goes back on failure. */
export function useToggleSetting(_group?: ToggleGroup) {
  return useWriteMutation(writes.toggleSetting, { report: showCallError });
}

/** One kind's e-mail setting, chosen at once; on failure that choice alone goes back. */
export function useSetMailMode() {
  return useWriteMutation(writes.setMailMode, { report: showCallError });
}

/** An asking rule (who may ask, who anonymously), chosen at once; on failure that choice alone goes back. */
export function useSetAskingRule() {
  return useWriteMutation(writes.setAskingRule, { report: showCallError });
}

/** The name and bio: the stored session takes the answer too. */
export function useUpdateProfileMutation() {
  return useWriteMutation(writes.updateProfile, {
    after: ({ user }) => updateSession({ fullname: user.fullname, bio: user.bio }),
  });
}

/** A new profile picture or cover (SPEC §2): the stored session takes the new path. */
export function useUploadImageMutation() {
  return useWriteMutation(writes.uploadImage, { after: (paths) => updateSession(paths) });
}

/** A new username (SPEC §5): the profile moves to the new URL. */
export function useUsernameMutation() {
  return useWriteMutation(writes.changeUsername, { after: ({ username }) => updateSession({ username }) });
}

/** A new address with the password: unverified at once, and a code mailed. */
export function useChangeEmailMutation() {
  return useWriteMutation(writes.changeEmail, {
    after: ({ email }) => updateSession({ email, email_verified: false }),
  });
}

/** Mails a verification code to the current address. */
export function useSendVerificationMutation() {
  return useWriteMutation(writes.sendVerification);
}

/** The code from the mail verifies the current address. */
export function useVerifyCodeMutation() {
  return useWriteMutation(writes.verifyCode, {
    after: (_response, { email }) => updateSession({ email, email_verified: true }),
  });
}

/**
 * The interface language, optimistically: the web switches the moment a language is picked and
 * the choice is saved to the account; if saving fails, the previous language comes back.
 */
export function useLanguageMutation() {
  const switchTo = async (language: Language) => {
    await changeLanguage(language);
    updateSession({ lang: language });
  };
  return useWriteMutation(writes.setLanguage, {
    before: ({ language }) => switchTo(language),
    undo: ({ previous }) => switchTo(previous),
    report: showCallError,
  });
}

/** A new password; the other sessions end on the server, this one stays. */
export function usePasswordMutation() {
  return useWriteMutation(writes.changePassword);
}

/** Freezing the account ends every session (the answer's header logs this one out). */
export function useFreezeMutation() {
  return useWriteMutation(writes.freeze);
}

/** Withdraws one of the member's sent questions not yet answered (issue 33). */
export function useWithdrawQuestionMutation() {
  return useWriteMutation(writes.withdrawQuestion);
}

/** Lifts the block of one anonymous asker (issue 16). */
export function useUnblockAskerMutation() {
  return useWriteMutation(writes.unblockAsker);
}

/** Mutes or unmutes a word or phrase; the server's whole list replaces the cached one. */
export function useMutedWordMutation() {
  return useWriteMutation(writes.muteWord);
}

/** Signs one session out (ending the current one is a logout). */
export function useEndSessionMutation() {
  return useWriteMutation(writes.endSession);
}

/** Signs out every session but this one. */
export function useEndOtherSessionsMutation() {
  return useWriteMutation(writes.endOtherSessions);
}

/** A personal access token (issue 35); the answer holds its secret, shown once and never cached. */
export function useCreateAccessTokenMutation() {
  return useWriteMutation(writes.createAccessToken);
}

/** Revokes one access token; it leaves the list when the server agreed. */
export function useRevokeAccessTokenMutation() {
  return useWriteMutation(writes.revokeAccessToken);
}

/** Two-factor sign-in, step one: a new secret and its QR code. */
export function useTwoFactorSetupMutation() {
  return useWriteMutation(writes.twoFactorSetup);
}

/** The first code turns it on; the answer holds the recovery codes, shown once. */
export function useTwoFactorEnableMutation() {
  return useWriteMutation(writes.twoFactorEnable);
}

/** Off, with the password and a code or a recovery code. */
export function useTwoFactorDisableMutation() {
  return useWriteMutation(writes.twoFactorDisable);
}

/** Ten new recovery codes in place of the old ones. */
export function useRecoveryCodesMutation() {
  return useWriteMutation(writes.recoveryCodes);
}
