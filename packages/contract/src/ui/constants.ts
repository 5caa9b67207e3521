/**
 * Business constants and limits (spec 000 §9, 001 §9, plus the few values §3–§6 state). Names carry their
 * unit: `_MS` milliseconds, `_S` seconds, `_PX` pixels. Values the spec marks "not shown" are not guessed here.
 */

// ── Layout (web) ────────────────────────────────────────────────────────────────────────────────────────────

/** Responsive breakpoints in px (min widths). */
export const BREAKPOINTS = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1280,
  xxl: 1440,
  xxxl: 1600,
  xxxxl: 1920,
} as const;
/** Modal dialog widths in px. */
export const DIALOG_WIDTHS = { large: 800, info: 774, action: 448, normal: 500, small: 400 } as const;
/** Height of the application header. */
export const HEADER_HEIGHT_PX = 48;

// ── Timing ──────────────────────────────────────────────────────────────────────────────────────────────────

/** How long an alert (toast) stays. */
export const ALERT_TIMEOUT_MS = 3000;
/** How long a long alert (toast) stays. */
export const ALERT_LONG_TIMEOUT_MS = 6000;
/** System polling interval. */
export const POLLING_INTERVAL_MS = 30_000;
/** Default request time-out. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
/** A session younger than this is fresh (needed for owner/admin* actions). */
export const SESSION_FRESHNESS_S = 600;
/** Interval of server status checks (e.g. while a server restarts). */
export const SERVER_STATUS_CHECK_MS = 3400;
/** Minimum time a loader is shown, to avoid flicker. */
export const MIN_LOADER_MS = 500;
/**
 * [design] A page that is ready within this time after its load started shows no loader at all: a spinner
 * that flashed would then have to stay MIN_LOADER_MS, delaying a page that was already there. Under a second
 * a wait needs no indicator (the browser's own shows while the document loads); the login form is ready at
 * ~0.4 s and a logged-in page's shell at ~0.5 s on a 2-core machine, well before a spinner would show.
 */
export const LOADER_DELAY_MS = 700;
/** Delay before the reload after a successful token login. */
export const LOGIN_REDIRECT_DELAY_MS = 150;
/** Search debounce (§9: 100 or 500 ms); [design] 100 for searches that filter in the browser. */
export const SEARCH_DEBOUNCE_MS = 100;
/** After the API tool's system changes (cloud mode), how long before it may send a request to the new one. */
export const API_TOOL_SYSTEM_CHANGE_COOLDOWN_MS = 5000;
/** [design] 500 for searches the server runs (one request per pause in typing). */
export const SERVER_SEARCH_DEBOUNCE_MS = 500;

// ── Counts and limits ───────────────────────────────────────────────────────────────────────────────────────

/** Maximum storage events returned per request (larger requests are capped). */
export const STORAGE_EVENTS_LIMIT_MAX = 2000;

// ── Units ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Byte units step by 1024 (B to YB). */
export const BYTE_UNIT_BASE = 1024;
/** Bit units step by 1000. */
export const BIT_UNIT_BASE = 1000;

// ── Sessions, storage, preferences ──────────────────────────────────────────────────────────────────────────

/** Local storage keys cleared when the server is a brand-new system. */
export const NEW_SYSTEM_CLEARED_STORAGE_KEYS = [
  'refreshToken',
  'cloudAccessToken',
  'cloudApiAccessToken',
  'cloudApiRefreshToken',
] as const;
/** Units of the session limit setting. */
export const SESSION_LIMIT_UNITS = ['minutes', 'hours', 'days'] as const;
export type SessionLimitUnit = (typeof SESSION_LIMIT_UNITS)[number];
/** Default language. */
export const DEFAULT_LANGUAGE = 'en_US';
/** Theme preferences (set as the data-theme attribute). */
export const THEME_PREFERENCES = ['auto', 'dark', 'light'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
/** Toast (notification) types. */
export const TOAST_TYPES = ['success', 'warning', 'danger', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
/** Alert levels. */
export const ALERT_LEVELS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
/** Log levels, from none to the most verbose. */
export const LOG_LEVELS = ['none', 'error', 'warning', 'info', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Export transports; mkv is the default. */
export const EXPORT_TRANSPORTS = ['mp4', 'mkv'] as const;
export const DEFAULT_EXPORT_TRANSPORT = 'mkv';
/** HLS qualities (anything else is sent as empty). */
export const HLS_QUALITIES = ['hi', 'lo'] as const;

// ── Web client: video (spec 000 §9) ─────────────────────────────────────────────────────────────────────────

/** How long hls.js may take to start playing before the player counts a crash. */
export const HLS_LOADING_TIMEOUT_MS = 90_000;
/** The same for the browser's own HLS player. */
export const NATIVE_HLS_LOADING_TIMEOUT_MS = 60_000;
/** A player whose video has not moved on for this long is reloaded. */
export const PLAYER_RELOAD_TIMEOUT_MS = 30_000;
/**
 * Archive this close to now is the end of the archive: the player goes back to live. The chunk being written
 * is archive up to about its last second (issue 13), so this is only the part not yet written; spec 000 §9's
 * 30 s left a click 20 s before live, and ← from live, on live.
 */
export const END_OF_ARCHIVE_MS = 3000;
/** Crashes (failed starts, stalls, fatal player errors) a player recovers from; the next one is shown. */
export const PLAYER_MAX_CRASH_COUNT = 2;
/** How often the recorded periods are read again while the archive is played. */
export const ARCHIVE_STATE_UPDATE_MS = 60_000;
/** How often the recorded periods are read again while live is played. */
export const ARCHIVE_RECORDS_UPDATE_MS = 2000;
/** The time line's records window: 30 days back and 100 s ahead of now. */
export const RECORDS_WINDOW_BACK_MS = 2_592_000_000;
export const RECORDS_WINDOW_FORWARD_MS = 100_000;
