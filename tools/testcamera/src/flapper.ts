/** `--flap`: cameras go offline for N seconds, come back for N seconds, and so on, until stopped. */
import type { FlapRule } from './types.ts';

export function startFlapping(
  rules: readonly FlapRule[],
  cameraCount: number,
  setOnline: (index: number, online: boolean) => Promise<void>,
): () => void {
  const timers = rules.map((rule) => {
    const cameras = rule.camera ? [rule.camera] : Array.from({ length: cameraCount }, (_, i) => i + 1);
    let online = true;
    return setInterval(() => {
      online = !online;
      for (const index of cameras) setOnline(index, online).catch(() => {});
    }, rule.seconds * 1000);
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
