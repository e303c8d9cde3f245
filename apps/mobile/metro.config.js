// Metro: Expo's defaults plus the shared sources of packages/ and the web's locale files.
const path = require('node:path');
const { getDefaultConfig } = require('expo/metro-config');
const { packagesDir, localesDir, resolveShared, stripJsExtension } = require('./shared-paths');

const config = getDefaultConfig(__dirname);
const appModules = path.join(__dirname, 'node_modules');

config.watchFolders = [
  path.join(packagesDir, 'contract/src'),
  path.join(packagesDir, 'client/src'),
  path.join(packagesDir, 'queries/src'),
  path.join(packagesDir, 'design/src'),
  localesDir,
];
// Bare imports from the shared folders resolve in the app's node_modules, never the web's (React 19.3).
config.resolver.nodeModulesPaths = [appModules];

config.resolver.resolveRequest = (context, moduleName, platform) => {
  const shared = resolveShared(moduleName);
  if (shared) return { type: 'sourceFile', filePath: shared };
  // React and TanStack from the shared folders resolve as from the app (hierarchical lookup
  // would find the web's copies at the repository's root first).
  if (
    moduleName === 'react' ||
    moduleName.startsWith('react/') ||
    moduleName.startsWith('react-dom') ||
    moduleName.startsWith('@tanstack/')
  ) {
    return context.resolveRequest(
      { ...context, originModulePath: path.join(__dirname, 'index.js') },
      moduleName,
      platform,
    );
  }
  return context.resolveRequest(context, stripJsExtension(moduleName, context.originModulePath), platform);
};

module.exports = config;
