import type { Plugin } from 'vite';
import {
  EARLY_REQUEST_HEADERS,
  EARLY_REQUESTS,
  SESSION_HINT_COOKIE,
  startEarlyRequest,
} from '../src/lib/early-requests.ts';

/**
 * Writes the inline script that asks for the opened page's list while the app's code downloads
 * (src/lib/early-requests.ts), in the head: the request goes out as soon as the HTML is parsed that far.
 */
export function earlyRequests(): Plugin {
  const args = [EARLY_REQUESTS, SESSION_HINT_COOKIE, EARLY_REQUEST_HEADERS].map((a) => JSON.stringify(a));
  const script = `(${startEarlyRequest.toString()})(${args.join(',')});`;
  return {
    name: 'argus-early-requests',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: script, injectTo: 'head' }],
    },
  };
}
