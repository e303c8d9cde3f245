// Jest: Expo's preset, the shared sources by path, and the real Qurio API server started once.
const path = require('node:path');
const { packagesDir, localesDir, contractEntries } = require('./shared-paths');

module.exports = {
  preset: 'jest-expo',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/app/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '^@qurio/client$': path.join(packagesDir, 'client/src/index.ts'),
    '^@qurio/client/browser-share$': path.join(packagesDir, 'client/src/browser-share.ts'),
    '^@qurio/client/testing$': path.join(packagesDir, 'client/src/testing/index.ts'),
    '^@qurio/client/testing/mail$': path.join(packagesDir, 'client/src/testing/mail.ts'),
    '^@qurio/queries$': path.join(packagesDir, 'queries/src/index.ts'),
    '^@qurio/design$': path.join(packagesDir, 'design/src/index.ts'),
    ...Object.fromEntries(Object.entries(contractEntries).map(([name, file]) => [`^${name}$`, file])),
    '^@qurio/locales/(.*)$': path.join(localesDir, '$1'),
    '^react$': path.join(__dirname, 'node_modules/react'),
    '^react/(.*)$': path.join(__dirname, 'node_modules/react/$1'),
    // The shared packages' TanStack imports get the app's copy (one QueryClient class, one bundle).
    '^@tanstack/react-query$': path.join(__dirname, 'node_modules/@tanstack/react-query'),
  },
  // Drops `.js` from relative imports inside packages/ only (node_modules keep theirs).
  resolver: '<rootDir>/test/resolver.js',
  testEnvironment: '<rootDir>/test/environment.js',
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testTimeout: 20000,
};
