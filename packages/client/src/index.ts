export { type ApiClient, type CallArgs, type CallOptions, createApiClient } from './client.js';
export { ApiError, isAbortError, NetworkError } from './errors.js';
export { createEventParser, type LiveConnection, type LiveOptions, type LiveState, openLiveStream } from './live.js';
export {
  createLiveHub,
  type LiveHub,
  type LiveHubOptions,
  type LiveListener,
  type WatchForeground,
} from './live-hub.js';
export type { ClientPlatform, SessionEndReason } from './platform.js';
export { API_ROOT, buildRequest, deviceTimezone } from './request.js';
