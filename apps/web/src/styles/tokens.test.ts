import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colors, cssVariable, radius } from '@qurio/design';
import { describe, expect, it } from 'vitest';

// The web's stylesheet keeps its variables as literal CSS (no build step, nothing added to the
// first visit's bytes); this test holds them equal to @qurio/design's tokens, which the phone app
// reads too, so a colour changed on one side only fails here.
const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');

/** The custom properties declared in the first block whose selector is exactly `selector`. */
function variables(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in global.css`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]),
  );
}

const light = variables(':root');
const night = variables(':root[data-theme="night"]');
const systemNight = variables('  :root:not([data-theme])');

/** Every colour variable: a hex or rgb() value (the font stack, shadows and sizes are the web's own). */
const colourNames = (vars: Map<string, string>) =>
  [...vars].filter(([name, value]) => /^(#|rgb)/.test(value) && !name.startsWith('--shadow')).map(([name]) => name);

describe('global.css and the design tokens', () => {
  it('the light colours are the tokens, and every colour variable is one', () => {
    for (const [token, value] of Object.entries(colors.light)) expect(light.get(cssVariable(token)), token).toBe(value);
    expect(colourNames(light).sort()).toEqual(
      Object.keys(colors.light)
        .map((token) => cssVariable(token))
        .sort(),
    );
  });

  it('the night colours are the tokens, and every colour variable is one', () => {
    for (const [token, value] of Object.entries(colors.night)) expect(night.get(cssVariable(token)), token).toBe(value);
    expect(colourNames(night).sort()).toEqual(
      Object.keys(colors.night)
        .map((token) => cssVariable(token))
        .sort(),
    );
  });

  it("the system's night before the script runs uses the night tokens", () => {
    expect(systemNight.size).toBeGreaterThan(0);
    for (const [name, value] of systemNight) {
      const token = Object.keys(colors.night).find((key) => cssVariable(key) === name);
      expect(token, name).toBeDefined();
      expect(value, name).toBe(colors.night[token as keyof typeof colors.night]);
    }
  });

  it('the radii are the tokens', () => {
    for (const [token, value] of Object.entries(radius))
      expect(light.get(cssVariable(token, 'radius'))).toBe(`${value}px`);
  });
});
