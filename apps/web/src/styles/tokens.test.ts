import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colors, cssVariable, fontSize, lineHeight, radius, space } from '@qurio/design';
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

/**
 * The font sizes only the web draws, off the shared scale: the phone bar's count (10 px), a few
 * card titles (19), the articles' h2 (21) and the logo's word (22).
 */
const OFF_SCALE = ['0.625rem', '1.1875rem', '1.3125rem', '1.375rem'];
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

  it('the type scale, line heights and spacing are the tokens, in rem (16 px each)', () => {
    for (const [token, value] of Object.entries(fontSize))
      expect(light.get(cssVariable(token, 'font-size')), token).toBe(`${value / 16}rem`);
    for (const [token, value] of Object.entries(lineHeight))
      expect(light.get(cssVariable(token, 'line-height')), token).toBe(String(value));
    for (const [token, value] of Object.entries(space))
      expect(light.get(cssVariable(token, 'space')), token).toBe(`${value / 16}rem`);
  });

  it('declares no size variable the tokens lack', () => {
    const groups = { 'font-size': fontSize, 'line-height': lineHeight, space, radius } as const;
    for (const [group, tokens] of Object.entries(groups)) {
      const declared = [...light.keys()].filter((name) => name.startsWith(`--${group}-`)).sort();
      const expected = Object.keys(tokens)
        .map((token) => cssVariable(token, group as keyof typeof groups))
        .sort();
      expect(declared, group).toEqual(expected);
    }
  });

  it('every font size of the stylesheets is on the scale, but for the few the web keeps for itself', () => {
    const sheets = readdirSync(join(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(import.meta.dirname, '..', file), 'utf8'));
    const scale = new Set(Object.values(fontSize).map((px) => `${px / 16}rem`));
    const sizes = sheets.flatMap((sheet) => [...sheet.matchAll(/font-size:\s*([\d.]+rem)/g)].map((m) => m[1] ?? ''));
    const off = sizes.filter((size) => !scale.has(size));
    expect([...new Set(off)].sort()).toEqual(OFF_SCALE);
  });
});
