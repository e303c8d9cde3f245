import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// In Chromium 156 (full and headless) a size container left a settings page's content without
// boxes (0×0, an empty main) when the phone bar arrived while the page loaded: 3 of 6 runs of the
// access tokens flow at 390 px (stop 42's note). The settings screen now derives its column from
// the window (SettingsScreen.module.css); this keeps a container query from coming back unseen.
const root = join(import.meta.dirname, '..');
const stylesheets = readdirSync(root, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.css'));

describe('the stylesheets', () => {
  it('declare no size container and query none', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
    const found = stylesheets.filter((file) =>
      /@container\b|\bcontainer(-type)?\s*:/.test(
        readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
      ),
    );
    expect(found).toEqual([]);
  });
});
