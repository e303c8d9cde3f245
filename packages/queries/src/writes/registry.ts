/**
 * Every write of both apps by its name, as named exports so that a bundle keeps only the writes
 * a page uses (`writes.follow` through the namespace is tree-shaken: the registry as one object
 * put all 40 writes and their cache rules, 16 KB minified, on a guest's first profile visit).
 */

export { createToken as createAccessToken, revokeToken as revokeAccessToken } from './access-tokens';
export { checkResetCode, confirmConsent, resetWithCode, resetWithLink, sendResetCode, signIn, signUp } from './auth';
export { pinToggle as pin, reorderPins } from './pins';
export {
  answerQuestion as answer,
  blockOneAsker as blockAsker,
  deleteMany as deleteQuestions,
  deleteOne as deleteQuestion,
  moveOneToInbox as moveToInbox,
  reportOne as reportQuestion,
  uploadAnswerMedia as uploadMedia,
} from './question-dialogs';
export { askQuestion as ask, like } from './questions';
export { withdrawSent as withdrawQuestion } from './sent-questions';
export {
  askForExport as requestExport,
  changeEmail,
  changeUsername,
  deleteMyAccount as deleteAccount,
  disableTwoFactor as twoFactorDisable,
  enableTwoFactor as twoFactorEnable,
  endOneSession as endSession,
  endOthers as endOtherSessions,
  freeze,
  importArchive as startImport,
  moderate as modAction,
  muteOneWord as muteWord,
  newRecoveryCodes as recoveryCodes,
  sendVerification,
  setAskingRule,
  setLanguage,
  setMailMode,
  setPassword as changePassword,
  startTwoFactor as twoFactorSetup,
  toggleSetting,
  unblockOneAsker as unblockAsker,
  unsubscribe,
  updateMyProfile as updateProfile,
  uploadImage,
  verifyCode,
} from './settings';
export { blockToggle as block, followToggle as follow, reportOneUser as reportUser } from './users';
