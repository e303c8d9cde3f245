import {
  confirmSignup,
  type RouteInput,
  register,
  resetPassword,
  resetPasswordCheck,
  resetPasswordSend,
  resetPasswordToken,
  token,
} from '@qurio/contract/routes';
import { defineWrite } from './define';

// The writes that start, confirm or recover a session. None touches a cached query: a new session
// starts with an empty cache and an ended one clears it, so each app's session code does the rest
// (storing the token, moving to the next screen) as a platform effect.

/** Signs in with a password, or finishes a two-factor sign-in with its challenge and a code. */
export const signIn = defineWrite({
  name: 'auth.signIn',
  call: ({ api }, input: RouteInput<typeof token>) => api.call(token, input),
  invalidates: () => [],
});

/** A new account; the answer carries the session. */
export const signUp = defineWrite({
  name: 'auth.signUp',
  call: ({ api }, input: RouteInput<typeof register>) => api.call(register, input),
  invalidates: () => [],
});

/** The sign-up confirmations a member still owed (terms, minimum age). */
export const confirmConsent = defineWrite({
  name: 'auth.consent',
  call: ({ api }, input: RouteInput<typeof confirmSignup>) => api.call(confirmSignup, input),
  invalidates: () => [],
});

/** Password reset by mail: the code sent, checked, and the new password set with it. */
export const sendResetCode = defineWrite({
  name: 'auth.resetSend',
  call: ({ api }, input: RouteInput<typeof resetPasswordSend>) => api.call(resetPasswordSend, input),
  invalidates: () => [],
});

export const checkResetCode = defineWrite({
  name: 'auth.resetCheck',
  call: ({ api }, input: RouteInput<typeof resetPasswordCheck>) => api.call(resetPasswordCheck, input),
  invalidates: () => [],
});

export const resetWithCode = defineWrite({
  name: 'auth.reset',
  call: ({ api }, input: RouteInput<typeof resetPassword>) => api.call(resetPassword, input),
  invalidates: () => [],
});

/** The mail's reset link: the new password set with its token. */
export const resetWithLink = defineWrite({
  name: 'auth.resetLink',
  call: ({ api }, input: RouteInput<typeof resetPasswordToken>) => api.call(resetPasswordToken, input),
  invalidates: () => [],
});
