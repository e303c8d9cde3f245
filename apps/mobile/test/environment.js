// React Native's Jest environment, plus Node's own fetch kept aside: Expo's runtime replaces the
// global fetch with `expo/fetch`, whose native half Jest stubs. The tests talk to a real server.
const ReactNativeEnv = require('jest-expo/jest-preset').testEnvironment;
const Base = require(ReactNativeEnv);

module.exports = class QurioTestEnvironment extends Base {
  constructor(config, context) {
    super(config, context);
    this.global.__nodeFetch = { fetch, Headers, Request, Response, FormData, AbortController };
  }
};
