import { describe, expect, it } from 'vitest';
import { parseDevice } from './device.js';

/** Real user agents of 2024–2026 and what the sessions list says of them. */
describe('parseDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { client: 'browser', browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { client: 'browser', browser: 'Safari', os: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { client: 'browser', browser: 'Firefox', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      { client: 'browser', browser: 'Microsoft Edge', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      { client: 'browser', browser: 'Chrome', os: 'iPad' },
    ],
  ])('%s', (ua, device) => {
    expect(parseDevice(ua, null)).toEqual(device);
  });

  it('names the app by its own header, whatever its HTTP library sends as user agent', () => {
    expect(parseDevice('Qurio/1 CFNetwork/1494.0.7 Darwin/23.4.0', 'app/ios')).toEqual({
      client: 'app',
      browser: null,
      os: 'iOS',
    });
    expect(parseDevice('okhttp/4.12.0', 'app/android')).toEqual({ client: 'app', browser: null, os: 'Android' });
  });

  it('names no browser it cannot place, only the system', () => {
    expect(parseDevice('Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0', null)).toEqual({
      client: 'browser',
      browser: null,
      os: 'Linux',
    });
  });

  it('makes up no name for what names no system: HTTP libraries, nothing at all', () => {
    for (const ua of ['Qurio/1 CFNetwork/1494.0.7 Darwin/23.4.0', 'okhttp/4.12.0', 'curl/8.5.0', '', '   ', null]) {
      expect(parseDevice(ua, null)).toEqual({ client: 'unknown', browser: null, os: null });
    }
    expect(parseDevice('curl/8.5.0', 'app/windows-phone')).toEqual({ client: 'unknown', browser: null, os: null });
  });
});
