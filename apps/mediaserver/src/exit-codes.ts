/** How the server process tells its supervisor (bin/argus-mediaserver) what to do next. */

/** Start me again now (restart button, new port, database restore): EX_TEMPFAIL. */
export const RESTART_EXIT_CODE = 75;
/** I could not start (port in use, broken data dir): do not try again. EX_CONFIG. */
export const STARTUP_FAILED_EXIT_CODE = 78;
/** Bad command-line options. */
export const USAGE_EXIT_CODE = 2;
