/**
 * Iframe (preview) mode (spec 000 §2 "Application shell"): paths starting /embed, or `?adminPreview=true`, run
 * without header and footer. The preview flag belongs to the document that was opened with it (the console
 * in an iframe): it is kept in memory while the user navigates there, and carried into the address when the
 * console reloads itself, but never written to storage, which the top-level page of the same tab shares.
 * A `debug` query parameter enables debug mode, which does stick for the tab.
 */
const PREVIEW_PARAM = 'adminPreview';
const DEBUG_KEY = 'debug';

export interface ShellMode {
  iframe: boolean;
  debug: boolean;
}

/** This document was opened (or navigated) with `?adminPreview=true`. */
let previewDocument = false;

function rememberForTab(key: string, on: boolean): boolean {
  try {
    if (on) sessionStorage.setItem(key, '1');
    return on || sessionStorage.getItem(key) === '1';
  } catch {
    return on;
  }
}

export function shellModeOf(pathname: string, search: string): ShellMode {
  const params = new URLSearchParams(search);
  if (params.get(PREVIEW_PARAM) === 'true') previewDocument = true;
  const embedPath = pathname === '/embed' || pathname.startsWith('/embed/');
  const debug = rememberForTab(DEBUG_KEY, params.has(DEBUG_KEY));
  return { iframe: embedPath || previewDocument, debug };
}

/** `address` (path, query, hash) with the preview flag added when this document is in preview mode. */
export function addressKeepingShellMode(address: string): string {
  if (!previewDocument) return address;
  const url = new URL(address, window.location.origin);
  if (url.searchParams.get(PREVIEW_PARAM) === 'true') return address;
  url.searchParams.set(PREVIEW_PARAM, 'true');
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Tests: a new document, not opened in preview mode. */
export function forgetPreviewForTests(): void {
  previewDocument = false;
}
