/** Constants of the portal (spec 000 §9, spec 001 §9). */

/** The account is polled at the update interval while logged in (spec 001 §4). */
export const ACCOUNT_POLL_MS = 30_000;

/** The stored login state follows the account after this quiet time (spec 000 §9 "login state debounce"). */
export const LOGIN_STATE_DEBOUNCE_MS = 1000;

/** From this many systems on, the system lists offer a search (spec 000 §9 "search min systems"). */
export const SYSTEM_SEARCH_MIN = 9;

/** After a failed code login the page waits this long, then reloads without the code (spec 000 §9). */
export const CODE_FAILURE_WAIT_MS = 3000;
