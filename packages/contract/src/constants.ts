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
export type Breakpoint = keyof typeof BREAKPOINTS;
/** Below this width the layout is the mobile one (the MD breakpoint). */
export const MOBILE_BREAKPOINT_PX = BREAKPOINTS.md;
/** Debounce of window resize handling. */
export const RESIZE_DEBOUNCE_MS = 100;
/** Width of the health side panel. */
export const HEALTH_PANEL_WIDTH_PX = 350;
/** Modal dialog widths in px. */
export const DIALOG_WIDTHS = { large: 800, info: 774, action: 448, normal: 500, small: 400 } as const;
export type DialogWidth = keyof typeof DIALOG_WIDTHS;
/** Delay before a popover opens. */
export const POPOVER_DELAY_MS = 300;
/** Popover arrow offset from the edge. */
export const POPOVER_ARROW_OFFSET_PX = 8;
/** Popover arrow size. */
export const POPOVER_ARROW_SIZE_PX = 16;
/** Height of the application header. */
export const HEADER_HEIGHT_PX = 48;
/** Height of the ribbon under the header. */
export const RIBBON_HEIGHT_PX = 33;
/** Minimum width of the apply bar's Save button. */
export const APPLY_BUTTON_MIN_WIDTH_PX = 120;
/** Height of a camera thumbnail preview. */
export const THUMBNAIL_PREVIEW_HEIGHT_PX = 120;
/** Default size of a camera preview. */
export const DEFAULT_PREVIEW_SIZE_PX = { width: 640, height: 480 } as const;
/** Number of colours of the camera motion sensitivity scale. */
export const CAMERA_SENSITIVITY_COLOR_COUNT = 10;

// ── Timing ──────────────────────────────────────────────────────────────────────────────────────────────────

/** How long an alert (toast) stays. */
export const ALERT_TIMEOUT_MS = 3000;
/** How long a long alert (toast) stays. */
export const ALERT_LONG_TIMEOUT_MS = 6000;
/** System polling interval. */
export const POLLING_INTERVAL_MS = 30_000;
/** Time-out of requests that are known to take long. */
export const EXTENDED_REQUEST_TIMEOUT_MS = 15_000;
/** Default request time-out. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
/** Attempts of an API request (e.g. getting server times) before giving up. */
export const API_REQUEST_ATTEMPTS = 4;
/** Time-out of maintenance operations (restart, reset, detach) before the server is expected back. */
export const MAINTENANCE_TIMEOUT_MS = 60_000;
/** Account poll (update) interval. */
export const UPDATE_INTERVAL_MS = 30_000;
/** A session younger than this is fresh (needed for owner/admin* actions). */
export const SESSION_FRESHNESS_S = 600;
/** A token is renewed when it would expire within this time. */
export const SESSION_RENEW_BEFORE_S = 300;
/** Wait before the one retry after a cloud-unavailable result (interceptor time-out). */
export const CLOUD_UNAVAILABLE_RETRY_MS = 5000;
/** Delay of the camera credentials update. */
export const CAMERA_CREDENTIALS_UPDATE_MS = 1500;
/** Interval of server status checks (e.g. while a server restarts). */
export const SERVER_STATUS_CHECK_MS = 3400;
/** Minimum time a loader is shown, to avoid flicker. */
export const MIN_LOADER_MS = 500;
/** Cooldown after changing the system in the API tool. */
export const API_TOOL_SYSTEM_CHANGE_COOLDOWN_MS = 5000;
/** Delay before the reload after a successful token login. */
export const LOGIN_REDIRECT_DELAY_MS = 150;
/** Debounce of login-state changes (stored account e-mail). */
export const LOGIN_STATE_DEBOUNCE_MS = 1000;
/** Wait after a failed code login before the page reloads. */
export const CODE_FAILURE_WAIT_MS = 3000;
/** Staff users bypass the service-worker cache for this long on some reads. */
export const STAFF_CACHE_BYPASS_S = 10;
/** Search input debounce, short variant. */
export const SEARCH_DEBOUNCE_SHORT_MS = 100;
/** Search input debounce, long variant. */
export const SEARCH_DEBOUNCE_LONG_MS = 500;
/** Time to wait for the desktop client to open from a deep link. */
export const CLIENT_OPEN_TIMEOUT_MS = 1000;
/** Time to wait for the mobile client to open from a deep link. */
export const CLIENT_OPEN_TIMEOUT_MOBILE_MS = 300;
/** Time-out of storage space requests. */
export const STORAGE_SPACE_TIMEOUT_MS = 8000;
/** Time-out of storage statistics polling. */
export const STORAGE_STATS_TIMEOUT_MS = 60_000;
/** Retries of storage statistics requests. */
export const STORAGE_STATS_RETRIES = 5;
/** Debounce of cloud storage migration polling. */
export const MIGRATION_POLLING_DEBOUNCE_MS = 750;

/** Web client (video player) timings and limits. */
export const WEB_CLIENT = {
  /** HLS stream loading time-out. */
  hlsLoadingTimeoutMs: 90_000,
  /** Native player loading time-out. */
  nativeLoadingTimeoutMs: 60_000,
  /** Player reload interval. */
  reloadMs: 30_000,
  /** End-of-archive check. */
  endOfArchiveMs: 30_000,
  /** Player crashes tolerated before giving up. */
  maxCrashCount: 2,
  /** Archive state update interval. */
  archiveStateUpdateMs: 60_000,
  /** Archive records update interval. */
  archiveRecordsUpdateMs: 2000,
} as const;

// ── Counts and limits ───────────────────────────────────────────────────────────────────────────────────────

/** Maximum number of servers checked ("max servers checked"). */
export const MAX_SERVERS_CHECKED = 6;
/** Servers a system may have. */
export const MAX_SERVERS = 100;
/** Deactivations a license allows. */
export const LICENSE_DEACTIVATIONS = 3;
/** Systems count from which the systems list offers search ("search min systems"). */
export const SEARCH_MIN_SYSTEMS = 9;
/** Rows per page of tables. */
export const TABLE_ROW_OPTIONS = [10, 20] as const;
/** Default rows per page of tables [design: the smaller option]. */
export const TABLE_ROWS_DEFAULT = 10;
/** Custom clients table: page size, page-size options ('All' is 10000) and pages shown in the pager. */
export const CUSTOM_CLIENTS_PAGE_SIZE = 10;
export const CUSTOM_CLIENTS_PAGE_SIZE_ALL = 10_000;
export const CUSTOM_CLIENTS_PAGE_SIZE_OPTIONS = [5, 10, 25, 100, CUSTOM_CLIENTS_PAGE_SIZE_ALL] as const;
export const CUSTOM_CLIENTS_PAGES_SHOWN = 4;
/** IPVD (supported devices) pager: pages shown, two variants (the spec does not say which applies where). */
export const IPVD_PAGER_PAGES = [3, 4] as const;
/** IPVD: firmwares and analytics entries shown before "more". */
export const IPVD_ITEMS_SHOWN = 4;
/** Health: stale report threshold (the spec gives the number, not its unit). */
export const HEALTH_STALE_REPORT = 5;
/** Cloud health cache lifetime (seconds). */
export const CLOUD_HEALTH_CACHE_S = 60;
/** Maximum storage events returned per request (larger requests are capped). */
export const STORAGE_EVENTS_LIMIT_MAX = 2000;
/** Cloud storage license list maximum. */
export const CLOUD_STORAGE_LICENSE_LIST_MAX = 10_000;
/** Bookmark tags returned at most. */
export const BOOKMARK_TAGS_LIMIT = 100;
/** The event log may exceed its maximum size by up to this fraction before it is trimmed. */
export const EVENT_LOG_OVERFLOW_RATIO = 0.2;
/** Trial (Time) license: up to 4 cameras for 30 days. */
export const TRIAL_LICENSE = { cameras: 4, days: 30 } as const;
/** Chrome transcoding is recommended at a value of at least this. */
export const CHROME_TRANSCODING_MIN_VALUE = 2;
/** A camera supports dual streaming with at least this many streams. */
export const DUAL_STREAMING_MIN_STREAMS = 2;

// ── Versions ────────────────────────────────────────────────────────────────────────────────────────────────

/** Latest API version. */
export const LATEST_API_VERSION = '5.1';
/** Legacy/REST cut-off: servers whose major version exceeds 4 (i.e. ≥ 5) are used through REST. */
export const REST_MIN_MAJOR_VERSION = 5;
/** WebRTC is available from this version. */
export const WEBRTC_MIN_VERSION = '5.1';
/** Layouts are available from this version. */
export const LAYOUTS_MIN_VERSION = '5.1';
/** Systems older than this cannot be accessed with two-factor authentication on. */
export const TWO_FACTOR_MIN_VERSION = '5.0';

// ── Recording, events, archive ──────────────────────────────────────────────────────────────────────────────

/** Default recording frame rate. */
export const DEFAULT_RECORDING_FPS = 15;
/** Defaults of a new event-rule recording action. `recordAfter` has no unit in the spec. */
export const EVENT_RULE_ACTION_DEFAULTS = {
  durationMs: 600_000,
  fps: 30,
  recordBeforeMs: 5000,
  recordAfter: 5,
  streamQuality: 'highest',
} as const;
/** Schedule week days are 1–7, Monday first. */
export const SCHEDULE_DAY_FIRST = 1;
export const SCHEDULE_DAY_LAST = 7;
/** Schedule times are seconds of the day, 0–86400. */
export const SECONDS_PER_DAY = 86_400;
/** Records window: 30 days back. */
export const RECORDS_WINDOW_BACK_MS = 2_592_000_000;
/** Records window: this far forward. */
export const RECORDS_WINDOW_FORWARD_MS = 100_000;
/** Default motion mask. */
export const DEFAULT_MOTION_MASK = '5,0,0,44,32';
/** Default date format. */
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';
/** Default time format. */
export const DEFAULT_TIME_FORMAT = 'HH:mm';

// ── Units ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Byte units step by 1024 (B to YB). */
export const BYTE_UNIT_BASE = 1024;
/** Bit units step by 1000. */
export const BIT_UNIT_BASE = 1000;

// ── Sessions, storage, preferences ──────────────────────────────────────────────────────────────────────────

/** Lifetime of the token cookie. */
export const TOKEN_COOKIE_LIFETIME_DAYS = 365;
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
export type AlertLevel = (typeof ALERT_LEVELS)[number];
/** Log levels, from none to the most verbose. */
export const LOG_LEVELS = ['none', 'error', 'warning', 'info', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Default log level of every log kind. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
/** Export transports; mkv is the default. */
export const EXPORT_TRANSPORTS = ['mp4', 'mkv'] as const;
export const DEFAULT_EXPORT_TRANSPORT = 'mkv';
/** HLS qualities (anything else is sent as empty). */
export const HLS_QUALITIES = ['hi', 'lo'] as const;
