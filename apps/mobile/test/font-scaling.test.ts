// Text follows the system's font size (issue 30: Dynamic Type on iOS, font scale on Android): React
// Native scales every Text unless told not to, so this holds the line against the two ways to stop
// it, anywhere in the app's sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('text scales with the system font size', () => {
  const files = [...sources(join(__dirname, '../src')), ...sources(join(__dirname, '../app'))];

  it('reads the app’s sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('never turns font scaling off or caps it', () => {
    const offenders = files.filter((file) =>
      /allowFontScaling=\{false\}|allowFontScaling:\s*false|maxFontSizeMultiplier/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
