// Where the code shared with the web lives. The app is not an npm workspace (its ~850 packages
// would slow the web's install), so Metro, Jest and tsc each reach the shared sources by path.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const packagesDir = path.join(repoRoot, 'packages');
const localesDir = path.join(repoRoot, 'apps/web/src/i18n/locales');

/**
 * The contract's zod-free entries (`@qurio/contract/routes`, `/headers`, …) as its package.json
 * exports them, each to its source file: one list for Metro and Jest, so a new entry needs no edit
 * here. The root entry (every zod schema) is left out: the app validates nothing at run time.
 */
const contractExports = require(path.join(packagesDir, 'contract/package.json')).exports;
const contractEntries = Object.fromEntries(
  Object.entries(contractExports)
    .filter(([subpath]) => subpath !== '.')
    .map(([subpath, file]) => [`@qurio/contract/${subpath.slice(2)}`, path.join(packagesDir, 'contract', file)]),
);

/** A bare `@qurio/...` import → its source file, or null. */
function resolveShared(moduleName) {
  if (moduleName === '@qurio/client') return path.join(packagesDir, 'client/src/index.ts');
  if (moduleName === '@qurio/client/browser-share') return path.join(packagesDir, 'client/src/browser-share.ts');
  if (moduleName === '@qurio/queries') return path.join(packagesDir, 'queries/src/index.ts');
  if (moduleName === '@qurio/design') return path.join(packagesDir, 'design/src/index.ts');
  if (Object.hasOwn(contractEntries, moduleName)) return contractEntries[moduleName];
  const locale = /^@qurio\/locales\/([a-z]{2})\.json$/.exec(moduleName);
  if (locale) return path.join(localesDir, `${locale[1]}.json`);
  return null;
}

/** The contract's `./x.js` imports name `.ts` files: drop the extension inside packages/. */
function stripJsExtension(moduleName, originPath) {
  if (originPath.startsWith(packagesDir + path.sep) && /^\.{1,2}\/.*\.js$/.test(moduleName)) {
    return moduleName.slice(0, -3);
  }
  return moduleName;
}

module.exports = { repoRoot, packagesDir, localesDir, contractEntries, resolveShared, stripJsExtension };
