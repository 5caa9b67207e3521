import { describe, expect, it } from 'vitest';
import { detectBrowser, isSupportedBrowser } from '../src/ui/browser-support.ts';

const chrome = (v: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.3809.100 Safari/537.36`;
const edge = (v: number) => `${chrome(v)} Edg/${v}.0.522.52`;
const opera = (v: number) => `${chrome(v + 13)} OPR/${v}.0.3728.71`;
const firefox = (v: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:${v}.0) Gecko/20100101 Firefox/${v}.0`;
const safari = (v: number) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v}.1.2 Safari/605.1.15`;

describe('isSupportedBrowser', () => {
  it.each([
    ['Chrome', chrome, 76],
    ['Edge', edge, 84],
    ['Opera', opera, 70],
    ['Firefox', firefox, 72],
    ['Safari', safari, 12],
  ] as const)('%s is blocked just below %i and allowed from it', (_name, ua, min) => {
    expect(isSupportedBrowser(ua(min - 1))).toBe(false);
    expect(isSupportedBrowser(ua(min))).toBe(true);
    expect(isSupportedBrowser(ua(min + 40))).toBe(true);
  });

  it('reads Edge and Opera before the Chrome token they also carry', () => {
    // Chromium 90 would pass as Chrome; as Edge 83 / Opera 69 it does not.
    expect(isSupportedBrowser(`${chrome(90)} Edg/83.0.478.37`)).toBe(false);
    expect(isSupportedBrowser(`${chrome(90)} OPR/69.0.3686.77`)).toBe(false);
    expect(detectBrowser(edge(90))).toEqual({ name: 'edge', major: 90 });
  });

  it('always blocks Internet Explorer', () => {
    expect(isSupportedBrowser('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe(
      false,
    );
    expect(isSupportedBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)')).toBe(false);
    expect(isSupportedBrowser('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2)')).toBe(false);
    expect(detectBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toEqual({
      name: 'ie',
      major: 11,
    });
  });

  it('blocks legacy EdgeHTML Edge', () => {
    expect(isSupportedBrowser(`${chrome(70)} Edge/18.17763`)).toBe(false);
  });

  it('exempts headless Chrome of any version', () => {
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/60.0.3112.50 Safari/537.36';
    expect(detectBrowser(headless)).toEqual({ name: 'headlessChrome', major: 60 });
    expect(isSupportedBrowser(headless)).toBe(true);
  });

  it('applies the rules on mobile', () => {
    const iosSafari = (v: number) =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${v}_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v}.0 Mobile/15E148 Safari/604.1`;
    expect(isSupportedBrowser(iosSafari(11))).toBe(false);
    expect(isSupportedBrowser(iosSafari(12))).toBe(true);
    expect(
      detectBrowser('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 CriOS/75.0.3770.103 Mobile Safari/604.1'),
    ).toEqual({
      name: 'chrome',
      major: 75,
    });
    expect(isSupportedBrowser('Mozilla/5.0 (Android 10; Mobile; rv:71.0) Gecko/71.0 Firefox/71.0')).toBe(
      false,
    );
  });

  it('reads Presto-era Opera', () => {
    expect(detectBrowser('Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.16')).toEqual({
      name: 'opera',
      major: 12,
    });
    expect(isSupportedBrowser('Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.16')).toBe(false);
  });

  it('allows browsers it does not know', () => {
    expect(detectBrowser('curl/8.5.0')).toBeNull();
    expect(isSupportedBrowser('curl/8.5.0')).toBe(true);
    expect(isSupportedBrowser('')).toBe(true);
  });

  it('stays fast on a hostile user agent', () => {
    const hostile = `Trident/${'Version/1'.repeat(50_000)}`;
    const started = performance.now();
    isSupportedBrowser(hostile);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
