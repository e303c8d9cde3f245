import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults: port 3000, SQLite in ./data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', file: expect.stringMatching(/data\/qurio\.db$/) });
    expect(c.redisUrl).toBeNull();
    expect(c.smtpUrl).toBeNull();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.rateLimits).toBe(true);
    expect(c.webDir).toMatch(/apps\/web\/dist$/);
    expect(loadConfig({ WEB_DIR: '/srv/qurio-web' }).webDir).toBe('/srv/qurio-web');
  });

  it('selects PostgreSQL by URL and keeps the other settings', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/qurio',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtps://user:pass@127.0.0.1:465',
      MAIL_FROM: 'Qurio <hello@qurio.test>',
      PUBLIC_URL: 'https://qurio.test/',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/qurio' });
    expect(c.port).toBe(8080);
    expect(c.publicUrl).toBe('https://qurio.test');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres:\/\//],
    [{ REDIS_URL: 'http://x' }, /^REDIS_URL must be a URL/],
    [{ SMTP_URL: 'mail.example.com' }, /^SMTP_URL must be a URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL must be a URL/],
    [{ MAIL_FROM: 'nobody' }, /^MAIL_FROM must be an address/],
    [{ RATE_LIMITS: 'maybe' }, /^RATE_LIMITS must be on or off/],
  ])('%j stops start-up with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
