import type { Alias } from 'vite';

/**
 * The app renders with Preact through `preact/compat` (ARCHITECTURE.md, "Preact instead of React
 * DOM"): our code and its libraries (React Router, TanStack Query, react-i18next, Testing Library)
 * keep importing `react` and `react-dom`, and the build, the server render and the tests resolve
 * those imports here, so React itself is never bundled or run. Exact names only: `react-router`
 * and `react-i18next` are not `react`.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's fallback for Reacts before 18, which would only hand over compat's own hook.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * JSX compiled by Vite's own transform (Oxc) to the automatic runtime, `react/jsx-runtime`, which
 * the aliases above make Preact's. @vitejs/plugin-react is not used: its Fast Refresh patches React
 * DOM, which is not there (the dev server reloads the page on an edit instead).
 */
export const jsxTransform = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;
