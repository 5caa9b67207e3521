import { isSupportedBrowser } from '@argus/contract';

/** Unsupported browsers go to /browser (spec 000 §5 "Supported browsers"). */
export function isBrowserSupported(userAgent: string = navigator.userAgent): boolean {
  return isSupportedBrowser(userAgent);
}
