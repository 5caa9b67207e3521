/**
 * Iframe mode (spec 000 §2 "Application shell"): paths starting /embed, or `?adminPreview=true`, run without
 * header and footer. A `debug` query parameter enables debug mode. Both stick for the browser tab.
 */
const IFRAME_KEY = 'adminPreview';
const DEBUG_KEY = 'debug';

export interface ShellMode {
  iframe: boolean;
  debug: boolean;
}

function remember(key: string, on: boolean): boolean {
  try {
    if (on) sessionStorage.setItem(key, '1');
    return on || sessionStorage.getItem(key) === '1';
  } catch {
    return on;
  }
}

export function shellModeOf(pathname: string, search: string): ShellMode {
  const params = new URLSearchParams(search);
  const embedPath = pathname === '/embed' || pathname.startsWith('/embed/');
  const preview = remember(IFRAME_KEY, params.get('adminPreview') === 'true');
  const debug = remember(DEBUG_KEY, params.has('debug'));
  return { iframe: embedPath || preview, debug };
}
