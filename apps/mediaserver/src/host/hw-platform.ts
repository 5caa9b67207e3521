/** Single-board hardware the server runs on (`hwPlatform`, media-server-api §4.3.3). */
import { readFileSync } from 'node:fs';
import type { HwPlatform } from '@argus/contract/mediaserver';

export function hwPlatformFromModel(model: string): HwPlatform {
  if (/raspberry pi/i.test(model)) return 'raspberryPi';
  if (/banana ?pi/i.test(model)) return 'bananaPi';
  return 'unknown';
}

/** Reads the device-tree model where the kernel exposes one; `unknown` elsewhere. */
export function readHwPlatform(): HwPlatform {
  try {
    return hwPlatformFromModel(readFileSync('/proc/device-tree/model', 'utf8'));
  } catch {
    return 'unknown';
  }
}
