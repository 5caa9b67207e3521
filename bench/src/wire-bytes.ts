/**
 * Bytes on the wire for one page load, per request, from Chromium's network events (DevTools' "transferred":
 * headers and the encoded body as received).
 */
import type { Page } from 'playwright-core';

export interface Transfer {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Image, Font, … */
  type: string;
  status: number;
  contentEncoding: string;
  /** Headers and body as received. */
  bytes: number;
  /** The body alone, as encoded on the wire. */
  bodyBytes: number;
}

export interface TransferLog {
  transfers(): Transfer[];
  /** The Accept-Encoding the browser really sent with the page itself. */
  sentAcceptEncoding(): string | undefined;
}

interface Pending {
  url: string;
  type: string;
  status: number;
  contentEncoding: string;
  /** Bytes received when the response started: its status line and headers. */
  headerBytes: number;
}

/** Starts recording transfers of `page`, sending `acceptEncoding` as every request's Accept-Encoding. */
export async function recordTransfers(page: Page, acceptEncoding: string): Promise<TransferLog> {
  const cdp = await page.context().newCDPSession(page);
  const pending = new Map<string, Pending>();
  const done: Transfer[] = [];
  let documentAcceptEncoding: string | undefined;
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const header = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'accept-encoding');
    if (documentAcceptEncoding === undefined && header) documentAcceptEncoding = String(header[1]);
  });
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      status: event.response.status,
      contentEncoding: headers['content-encoding'] ?? 'identity',
      headerBytes: event.response.encodedDataLength,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    const { headerBytes, ...rest } = response;
    done.push({ ...rest, bytes: event.encodedDataLength, bodyBytes: event.encodedDataLength - headerBytes });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  return { transfers: () => [...done], sentAcceptEncoding: () => documentAcceptEncoding };
}

export const totalBytes = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);
export const totalBodyBytes = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bodyBytes, 0);
