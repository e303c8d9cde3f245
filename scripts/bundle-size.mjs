// `npm run size`: the gzipped JavaScript and CSS each main route downloads on a first visit,
// read from the Vite build manifest (`npm run build` first). Exits 1 when a guest's first page
// (the landing page or a shared profile) goes over the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 100;
/** Routes a visitor from outside usually lands on first; they must stay small. */
export const BUDGETED = ['landing', 'profile'];

const MEMBER = ['src/app/layouts/MemberLayout.tsx', 'src/features/auth/auth-actions.ts'];
/** The loaders' data module (app/route-data.ts): a route with a data loader, or a page the server rendered, loads it. */
const ROUTE_DATA = 'src/app/route-data.ts';
/** Every locale part (apps/web/src/i18n/part-keys.ts): the pages that wait for all strings. */
const ALL_STRINGS = ['shell', 'landing', 'profile', 'rest'];

/**
 * What each route loads besides the entry: its lazy screen, the lazy parts that render at once
 * (the member layout) and the loaders' data module where its loader or the
 * server's render uses it. `strings` names the locale parts the route waits for (its `strings`
 * in app/routes.ts for a guest; a member's pages wait for all). What a page loads on use (its
 * dialogs, menus' actions, an owner's controls: ui/on-demand.tsx) is not counted.
 */
export const ROUTES = [
  {
    name: 'landing',
    // Its loader's real answers (issue 34): the server's render brings them, but a page the browser
    // renders itself (a render that failed, a guest who signed out) reads them with the API client.
    chunks: ['src/features/landing/LandingPage.tsx', 'src/features/landing/landing-answers.ts'],
    strings: ['shell', 'landing'],
  },
  { name: 'login', chunks: ['src/features/auth/LoginPage.tsx'], strings: ALL_STRINGS },
  {
    name: 'profile',
    // The guest trends beside it load once the page is idle (GuestProfileLayout.tsx).
    chunks: ['src/features/users/ProfileScreen.tsx', ROUTE_DATA],
    strings: ['shell', 'profile'],
  },
  { name: 'home', chunks: [...MEMBER, 'src/features/home/HomePage.tsx', ROUTE_DATA], strings: ALL_STRINGS },
  { name: 'explore', chunks: [...MEMBER, 'src/features/feeds/ExplorePage.tsx', ROUTE_DATA], strings: ALL_STRINGS },
  { name: 'search', chunks: [...MEMBER, 'src/features/search/SearchPage.tsx'], strings: ALL_STRINGS },
  { name: 'questions', chunks: [...MEMBER, 'src/features/questions/InboxPage.tsx'], strings: ALL_STRINGS },
  {
    name: 'notifications',
    chunks: [...MEMBER, 'src/features/notifications/NotificationsPage.tsx'],
    strings: ALL_STRINGS,
  },
  { name: 'settings', chunks: [...MEMBER, 'src/features/settings/SettingsScreen.tsx'], strings: ALL_STRINGS },
  { name: 'question', chunks: [...MEMBER, 'src/features/questions/PromptPage.tsx'], strings: ALL_STRINGS },
];

/** The manifest keys of one language's locale parts, as the i18n loader names them. */
export function localeKeys(manifest, language, parts) {
  return Object.keys(manifest).filter((key) =>
    parts.some(
      (part) => key.endsWith(`locale-part:${language}:${part}`) || key === `src/i18n/locales/${language}.json`,
    ),
  );
}

/**
 * The files a page downloads for the given manifest keys: each chunk and, recursively, its static
 * imports (dynamic imports load later, on demand, so they do not count), with each chunk's CSS.
 */
export function resolveFiles(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}: is the route table out of date?`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js].sort(), css: [...css].sort() };
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The build manifest has no entry.');
  return key;
}

function gzipKb(dist, files) {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}

function main() {
  const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  const language = process.argv[2] ?? 'en';
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.error('No build manifest: run `npm run build` first.');
    process.exit(2);
  }
  const entry = entryKey(manifest);
  console.log(
    `gzip KB a first visit downloads, strings in "${language}" (budget ${BUDGET_KB} KB of JS for ${BUDGETED})`,
  );
  console.log(`${'route'.padEnd(14)}${'JS'.padStart(8)}${'CSS'.padStart(8)}  files`);
  let over = false;
  for (const route of ROUTES) {
    const keys = [entry, ...route.chunks, ...localeKeys(manifest, language, route.strings)];
    const files = resolveFiles(manifest, keys);
    const js = gzipKb(dist, files.js);
    const css = gzipKb(dist, files.css);
    const fails = BUDGETED.includes(route.name) && js > BUDGET_KB;
    over ||= fails;
    console.log(
      `${route.name.padEnd(14)}${js.toFixed(1).padStart(8)}${css.toFixed(1).padStart(8)}  ${files.js.length} JS, ${files.css.length} CSS${fails ? '  OVER BUDGET' : ''}`,
    );
  }
  if (over) {
    console.error(`A budgeted route loads more than ${BUDGET_KB} KB of gzipped JavaScript.`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
