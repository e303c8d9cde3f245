import { ERROR_CODES } from '@qurio/contract/errors';
import { LANGUAGES } from '@qurio/contract/shell-limits';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { describeError, errorMessageKey, translateErrorCode } from './error-messages';
import { changeLanguage, i18n } from './index';

describe('error messages', () => {
  it('has an English sentence for every code, with the limits filled in', () => {
    for (const code of ERROR_CODES) {
      const text = translateErrorCode(i18n.t, code);
      expect(text, code).not.toBe(`errors.${code}`);
      expect(text, code).not.toMatch(/\{\{/);
    }
    expect(translateErrorCode(i18n.t, 'PASSWORD_LENGTH')).toBe('Password must be 6 to 50 characters long.');
  });

  it('falls back to the generic error for unknown codes', () => {
    expect(errorMessageKey('SOMETHING_NEW')).toBe('errors.INTERNAL');
    expect(errorMessageKey(undefined)).toBe('errors.INTERNAL');
    expect(translateErrorCode(i18n.t, 'SOMETHING_NEW')).toBe('An error has occurred. Please try again!');
  });

  it('describes network failures with their own messages', () => {
    const slow = new NetworkError({ offline: false, timedOut: true });
    const offline = new NetworkError({ offline: true, timedOut: false });
    expect(describeError(i18n.t, slow)).toBe('Connection is too slow, please try again.');
    expect(describeError(i18n.t, offline)).toBe('No Internet Connection');
    expect(describeError(i18n.t, new ApiError('USER_NOT_FOUND', 'User is not found!', 404))).toBe('User is not found!');
    expect(describeError(i18n.t, new Error('boom'))).toBe('An error has occurred. Please try again!');
  });

  it('fills in every limit a message names, in every language', async () => {
    for (const language of LANGUAGES) {
      await changeLanguage(language);
      for (const code of ERROR_CODES)
        expect(translateErrorCode(i18n.t, code), `${language} ${code}`).not.toMatch(/\{\{/);
    }
    await changeLanguage('en');
  });

  it('translates by code in the current language', async () => {
    await changeLanguage('tr');
    expect(translateErrorCode(i18n.t, 'WRONG_CREDENTIALS')).toBe('Kullanıcı adı ve/veya şifre yanlış');
    await changeLanguage('de');
    expect(translateErrorCode(i18n.t, 'PASSWORD_LENGTH')).toBe('Das Passwort muss 6 bis 50 Zeichen lang sein.');
  });
});
