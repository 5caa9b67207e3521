/**
 * Versions a media server reports to the cloud (`5.1.6.1000`): what the console decides from them (spec 001
 * §6: REST when the major version exceeds 4; layouts and WebRTC from 5.1).
 */

/** `[major, minor]` of a dotted version; missing or unreadable parts count as 0. */
export function majorMinorOf(version: string): [number, number] {
  const [major, minor] = version.split('.').map((part) => Number.parseInt(part, 10));
  return [Number.isFinite(major) ? (major as number) : 0, Number.isFinite(minor) ? (minor as number) : 0];
}

/** True when the version is at least `major.minor`. */
export function isVersionAtLeast(version: string, major: number, minor = 0): boolean {
  const [a, b] = majorMinorOf(version);
  return a > major || (a === major && b >= minor);
}

/** The console talks REST (not the legacy API) to servers whose major version exceeds 4. */
export function usesRestApi(version: string): boolean {
  return majorMinorOf(version)[0] > 4;
}
