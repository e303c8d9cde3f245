// The client's errors, re-exported so screens keep importing them from the web's api layer.
export { ApiError, isAbortError, NetworkError } from '@qurio/client';
