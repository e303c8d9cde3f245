// The app's sizes come from @qurio/design, the tokens the web's CSS variables are held equal to
// (apps/web/src/styles/tokens.test.ts): a type size, a spacing, a corner radius or a weight written
// as a number in a screen would drift from the web unseen, so none may be (0 aside).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const STYLE_NUMBER =
  /\b(fontSize|fontWeight|lineHeight|borderRadius|gap|rowGap|columnGap|(?:padding|margin)(?:Horizontal|Vertical|Top|Bottom|Left|Right|Start|End)?)\s*:\s*(-?[1-9][\d.]*|'[1-9]00')/g;

describe('sizes are design tokens', () => {
  const root = join(__dirname, '..');
  const files = [...sources(join(root, 'src')), ...sources(join(root, 'app'))];

  it('reads the app’s sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no screen or component writes a type size, spacing, radius or weight as a number', () => {
    const literals = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(STYLE_NUMBER)].map((match) => `${relative(root, file)}: ${match[0]}`),
    );
    expect(literals).toEqual([]);
  });
});
