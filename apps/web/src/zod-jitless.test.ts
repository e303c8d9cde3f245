import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { register, updateProfile } from '@qurio/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

/**
 * What zod-jitless.ts is for: under the server's CSP (no eval) zod must never reach for
 * `new Function`, neither to probe whether it may nor to compile a parser. `Function` is replaced
 * by a recorder while schemas are built and parsed; with `jitless` unset zod calls it (checked by
 * hand when this test was written), so a zod release that renames its global configuration, or a
 * main.tsx that imports a schema before this module, fails here.
 */
describe('zod-jitless', () => {
  it('builds and parses objects without constructing a Function', () => {
    const original = globalThis.Function;
    const made: unknown[][] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        made.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const fresh = z.object({ a: z.string(), b: z.number().int(), c: z.object({ d: z.boolean() }).optional() });
      for (let i = 0; i < 3; i++) fresh.parse({ a: 'x', b: i, c: { d: true } });
      register.input.safeParse({ username: 'alice', email: 'a@b.co', password: 'secret1', password_repeat: 'secret1' });
      updateProfile.input.safeParse({ fullname: 'Alice', bio: 'Hi' });
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });

  it('is the first import of the app, before any schema exists', () => {
    const main = readFileSync(join(import.meta.dirname, 'main.tsx'), 'utf8');
    const firstImport = /^import\s+[^;]*?['"]([^'"]+)['"]/m.exec(main)?.[1];
    expect(firstImport).toBe('./zod-jitless');
  });
});
