// Expo's preset (JSX, TypeScript, EXPO_PUBLIC_ inlining, worklets); a project-wide config so that
// Jest also transforms the shared packages outside this folder.
module.exports = (api) => {
  api.cache(true);
  return { presets: ['babel-preset-expo'] };
};
