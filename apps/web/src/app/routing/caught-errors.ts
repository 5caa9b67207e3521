import type { ErrorInfo } from 'react';
import { PageCodeError } from './page-code.ts';

/**
 * React's `onCaughtError` for the app root: a page whose code did not load is a state the shell shows (the
 * server is down, a new version is installed), not a bug, so it is only noted; anything else an error boundary
 * caught is logged as React does by default.
 */
export function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof PageCodeError) {
    console.warn(`A page's code did not load: ${error.message}`);
    return;
  }
  console.error(error, info.componentStack);
}
