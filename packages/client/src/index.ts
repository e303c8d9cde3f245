export { type ApiClient, type CallArgs, type CallOptions, createApiClient } from './client.js';
export { ApiError, isAbortError, NetworkError } from './errors.js';
export type { ClientPlatform } from './platform.js';
export { API_ROOT, buildRequest, deviceTimezone } from './request.js';
