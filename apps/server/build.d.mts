/** apps/server/build.mjs: the server as one ES module for `node` (npm start, tests that spawn it). */
export declare const SERVER_BUNDLE: string;
export declare function buildServer(): Promise<string>;
