import * as auth from './auth';
import * as questions from './questions';
import * as settings from './settings';
import * as users from './users';

/**
 * Every write of both apps, by feature word. The apps' thin `useWriteMutation` hooks take their
 * definitions from here and nowhere else (writes.test.ts checks both apps' sources for it), so
 * what a write makes stale is declared once for the web and the phone.
 */
export const writes = {
  like: questions.like,
  ask: questions.askQuestion,
  answer: questions.answerQuestion,
  deleteQuestion: questions.deleteOne,
  deleteQuestions: questions.deleteMany,
  reportQuestion: questions.reportOne,
  blockAsker: questions.blockOneAsker,
  follow: users.followToggle,
  block: users.blockToggle,
  reportUser: users.reportOneUser,
  toggleSetting: settings.toggleSetting,
  setMailMode: settings.setMailMode,
  updateProfile: settings.updateMyProfile,
  uploadImage: settings.uploadImage,
  changeUsername: settings.changeUsername,
  changeEmail: settings.changeEmail,
  sendVerification: settings.sendVerification,
  verifyCode: settings.verifyCode,
  setLanguage: settings.setLanguage,
  changePassword: settings.setPassword,
  freeze: settings.freeze,
  unblockAsker: settings.unblockOneAsker,
  muteWord: settings.muteOneWord,
  endSession: settings.endOneSession,
  endOtherSessions: settings.endOthers,
  twoFactorSetup: settings.startTwoFactor,
  twoFactorEnable: settings.enableTwoFactor,
  twoFactorDisable: settings.disableTwoFactor,
  recoveryCodes: settings.newRecoveryCodes,
  requestExport: settings.askForExport,
  deleteAccount: settings.deleteMyAccount,
  unsubscribe: settings.unsubscribe,
  modAction: settings.moderate,
  signIn: auth.signIn,
  signUp: auth.signUp,
  confirmConsent: auth.confirmConsent,
  sendResetCode: auth.sendResetCode,
  checkResetCode: auth.checkResetCode,
  resetWithCode: auth.resetWithCode,
  resetWithLink: auth.resetWithLink,
} as const;

export type WriteName = keyof typeof writes;

export * from './cache';
export * from './define';
export type {
  AnswerKind,
  AnswerVariables,
  AskVariables,
  DeleteManyVariables,
  DeleteVariables,
  LikeVariables,
} from './questions';
export { LIKE_KEY } from './questions';
export type { ImageKind, ModActionInput, ToggleGroup, ToggleKey } from './settings';
export type { BlockVariables, FollowTarget, UserRef } from './users';
