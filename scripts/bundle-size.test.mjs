import { describe, expect, it } from 'vitest';
import { entryKey, localeKeys, ROUTES, resolveFiles } from './bundle-size.mjs';

/** A build manifest in Vite's shape: an entry, two lazy screens, shared chunks and locale parts. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['src/features/landing/LandingPage.tsx', 'src/features/users/ProfileScreen.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_feed-1.js': { file: 'assets/feed-1.js', imports: ['_react-1.js'], css: ['assets/feed-1.css'] },
  'src/features/landing/LandingPage.tsx': {
    file: 'assets/LandingPage-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/LandingPage-1.css'],
  },
  'src/features/users/ProfileScreen.tsx': {
    file: 'assets/ProfileScreen-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_feed-1.js'],
    dynamicImports: ['src/features/users/ShareDialog.tsx'],
  },
  'src/features/users/ShareDialog.tsx': { file: 'assets/ShareDialog-1.js', isDynamicEntry: true },
  '\0virtual:locale-part:en:shell': { file: 'assets/_virtual_locale-part_en_shell-1.js', isDynamicEntry: true },
  '\0virtual:locale-part:en:rest': { file: 'assets/_virtual_locale-part_en_rest-1.js', isDynamicEntry: true },
  '\0virtual:locale-part:de:shell': { file: 'assets/_virtual_locale-part_de_shell-1.js', isDynamicEntry: true },
};

describe('bundle-size route resolution', () => {
  it('finds the entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('counts a route as the entry, its lazy screen and their static imports, each file once', () => {
    const files = resolveFiles(manifest, ['index.html', 'src/features/landing/LandingPage.tsx']);
    expect(files.js).toEqual(['assets/LandingPage-1.js', 'assets/index-1.js', 'assets/react-1.js']);
    expect(files.css).toEqual(['assets/LandingPage-1.css', 'assets/index-1.css']);
  });

  it('follows shared chunks but not dynamic imports, which load later on demand', () => {
    const files = resolveFiles(manifest, ['index.html', 'src/features/users/ProfileScreen.tsx']);
    expect(files.js).toContain('assets/feed-1.js');
    expect(files.css).toContain('assets/feed-1.css');
    expect(files.js).not.toContain('assets/ShareDialog-1.js');
  });

  it('adds only the asked language and parts', () => {
    expect(localeKeys(manifest, 'en', ['shell'])).toEqual(['\0virtual:locale-part:en:shell']);
    expect(localeKeys(manifest, 'en', ['shell', 'rest'])).toHaveLength(2);
    expect(localeKeys(manifest, 'de', ['shell', 'rest'])).toEqual(['\0virtual:locale-part:de:shell']);
  });

  it('fails loudly when the route table names a chunk the build does not have', () => {
    expect(() => resolveFiles(manifest, ['src/features/gone/Gone.tsx'])).toThrow(/no chunk/);
  });

  it('covers the main routes of SPEC §2', () => {
    expect(ROUTES.map((route) => route.name)).toEqual([
      'landing',
      'login',
      'profile',
      'home',
      'explore',
      'search',
      'questions',
      'notifications',
      'settings',
      'question',
    ]);
  });
});
