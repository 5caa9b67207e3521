/**
 * Supported browsers (spec 000 §5): Internet Explorer is always blocked; Edge below 84, Safari below 12,
 * Chrome below 76, Firefox below 72 and Opera below 70 are blocked; headless Chrome is exempt; browsers not
 * recognised are allowed. Blocked users are sent to /browser.
 */

export type BrowserName = 'ie' | 'edge' | 'opera' | 'chrome' | 'headlessChrome' | 'firefox' | 'safari';

/** Lowest supported major version per browser (Internet Explorer: none). */
export const BROWSER_MIN_VERSIONS = {
  edge: 84,
  safari: 12,
  chrome: 76,
  firefox: 72,
  opera: 70,
} as const satisfies Partial<Record<BrowserName, number>>;

/** Route unsupported browsers are sent to. */
export const UNSUPPORTED_BROWSER_PATH = '/browser';

export interface DetectedBrowser {
  name: BrowserName;
  /** Major version, or null when the user agent does not carry one. */
  major: number | null;
}

/**
 * Most specific token first: Chromium browsers also say Chrome and Safari, Chrome also says Safari.
 * Legacy Edge (EdgeHTML) says `Edge/`, Chromium Edge `Edg/` (`EdgA/` Android, `EdgiOS/` iOS);
 * Opera says `OPR/` (Presto-era Opera: `Opera/… Version/`); Chrome on iOS `CriOS/`, Firefox on iOS `FxiOS/`.
 */
const RULES: readonly { name: BrowserName; pattern: RegExp }[] = [
  { name: 'ie', pattern: /(?:\bMSIE |\bTrident\/.*\brv:)(\d+)|\bTrident\// },
  { name: 'edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'opera', pattern: /\bOPR\/(\d+)/ },
  { name: 'opera', pattern: /^Opera\/(?:.*\bVersion\/)?(\d+)/ },
  { name: 'headlessChrome', pattern: /\bHeadlessChrome\/(\d+)/ },
  { name: 'chrome', pattern: /\b(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'safari', pattern: /^(?!.*(?:Android|Chromium)).*\bVersion\/(\d+)[\d.]*.*\bSafari\// },
];

/** Real user agents are a few hundred characters; the cap keeps matching cheap for hostile ones. */
export const USER_AGENT_MAX_LENGTH = 1024;

/** The browser and major version named by a user agent, or null when it is not one the rules know. */
export function detectBrowser(userAgent: string): DetectedBrowser | null {
  const ua = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  for (const { name, pattern } of RULES) {
    const m = pattern.exec(ua);
    if (m) return { name, major: m[1] ? Number(m[1]) : null };
  }
  return null;
}

/** True unless the user agent is Internet Explorer or a known browser below its minimum version. */
export function isSupportedBrowser(userAgent: string): boolean {
  const browser = detectBrowser(userAgent);
  if (browser === null || browser.name === 'headlessChrome') return true;
  if (browser.name === 'ie') return false;
  const min = BROWSER_MIN_VERSIONS[browser.name];
  // A recognised browser without a version is given the benefit of the doubt.
  return browser.major === null || browser.major >= min;
}
