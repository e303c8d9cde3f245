// Where the code shared with the web lives. The app is not an npm workspace (its ~850 packages
// would slow the web's install), so Metro, Jest and tsc each reach the shared sources by path.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const packagesDir = path.join(repoRoot, 'packages');
const localesDir = path.join(repoRoot, 'apps/web/src/i18n/locales');

/** A bare `@qurio/...` import → its source file, or null. */
function resolveShared(moduleName) {
  if (moduleName === '@qurio/client') return path.join(packagesDir, 'client/src/index.ts');
  const contract = /^@qurio\/contract\/(routes|limits|errors|rich-text)$/.exec(moduleName);
  if (contract) return path.join(packagesDir, `contract/src/${contract[1]}.ts`);
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

module.exports = { repoRoot, packagesDir, localesDir, resolveShared, stripJsExtension };
