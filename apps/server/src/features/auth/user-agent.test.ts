import { describe, expect, it } from 'vitest';
import { describeDevice } from './user-agent.js';

describe('the device of a sign-in in words (the new-device mail)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Microsoft Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0', 'a browser on Linux'],
    // What names no system is not guessed at: the app says so in its own header (below).
    ['okhttp/4.12.0', 'an unknown device'],
    ['curl/8.5.0', 'an unknown device'],
    [undefined, 'an unknown device'],
  ])('%s → %s', (userAgent, words) => {
    expect(describeDevice(userAgent === undefined ? {} : { userAgent }, 'en')).toBe(words);
  });

  it('names the phone app by the header it sends, as the sessions list does', () => {
    expect(describeDevice({ userAgent: 'okhttp/4.12.0', client: 'app/android' }, 'en')).toBe(
      'the Qurio app on Android',
    );
    expect(describeDevice({ userAgent: 'Qurio/1 CFNetwork/1568.200.51 Darwin/24.1.0', client: 'app/ios' }, 'en')).toBe(
      'the Qurio app on iOS',
    );
  });

  it('says it in the member’s language', () => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect(describeDevice({ userAgent: ua }, 'de')).toBe('Firefox unter Windows');
    expect(describeDevice({ userAgent: ua }, 'tr')).toBe('Windows üzerinde Firefox');
    expect(describeDevice({ userAgent: 'curl/8.5.0' }, 'es')).toBe('un dispositivo desconocido');
  });
});
