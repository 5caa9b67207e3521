/**
 * Storage timing (spec 000 §9): a storage space call times out after 8000 ms; the space is polled again every
 * 60000 ms, and a failed poll is retried 5 times before the page shows the error.
 */
export const STORAGE_SPACE_TIMEOUT_MS = 8000;
export const STORAGE_SPACE_POLL_MS = 60_000;
export const STORAGE_SPACE_RETRIES = 5;
/** [design] A running rebuild is polled as often as a restarting server (its progress moves quickly). */
export const REBUILD_POLL_MS = 1000;
