/** The operating system this server runs on, read from the host (media-server-api §4.3.1 `osInfo`). */
import { readFileSync } from 'node:fs';
import { arch, platform, release } from 'node:os';
import type { ServerOsInfo } from '@argus/contract/mediaserver';

const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux',
  win32: 'windows',
  darwin: 'macos',
  freebsd: 'freebsd',
};
const ARCH_NAMES: Record<string, string> = { x64: 'x64', arm64: 'arm64', arm: 'arm32', ia32: 'x86' };

/** Key/value pairs of an os-release file (`ID=debian`, `VERSION_ID="12"`). */
export function parseOsRelease(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!.replace(/^(["'])(.*)\1$/, '$2');
  }
  return out;
}

function readOsRelease(): Record<string, string> {
  for (const file of ['/etc/os-release', '/usr/lib/os-release']) {
    try {
      return parseOsRelease(readFileSync(file, 'utf8'));
    } catch {
      // try the next location
    }
  }
  return {};
}

/** e.g. `{platform: 'linux_x64', variant: 'debian', variantVersion: '12'}`. */
export function readOsInfo(): ServerOsInfo {
  const os = PLATFORM_NAMES[platform()] ?? platform();
  const cpu = ARCH_NAMES[arch()] ?? arch();
  if (platform() === 'linux') {
    const rel = readOsRelease();
    return {
      platform: `${os}_${cpu}`,
      variant: rel.ID ?? 'linux',
      variantVersion: rel.VERSION_ID ?? release(),
    };
  }
  return { platform: `${os}_${cpu}`, variant: os, variantVersion: release() };
}

/** The legacy `systemInfo` text, e.g. `linux x64 debian`. */
export function systemInfoText(osInfo: ServerOsInfo): string {
  return [...osInfo.platform.split('_'), osInfo.variant].filter(Boolean).join(' ');
}

/** True on ARM hardware (`SF_ArmServer`). */
export function isArmHost(): boolean {
  return arch().startsWith('arm');
}
