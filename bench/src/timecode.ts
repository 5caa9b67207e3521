/**
 * Glass-to-glass latency in the page: the test camera burns the wall clock into each frame as a bar code
 * (`--timecode`, tools/testcamera/python/timecode.py: two rows of 16 cells at the bottom, 16 px high,
 * each a 1 bit of the milliseconds modulo 2^32, most significant first). For every frame the video shows
 * (`requestVideoFrameCallback`), the page draws it to a canvas, reads the cells' centres back, and notes
 * how far the wall clock is past the time on the frame. Camera and browser share the machine's clock.
 */
import type { Page } from 'playwright-core';
import { evaluateInPage } from './in-page.ts';

/** Latencies (ms) of the frames the first player shows during `durationMs`. */
function sampleLatencies(durationMs: number): Promise<number[]> {
  const video = document.querySelector<HTMLVideoElement>('[data-testid="player"] video');
  if (!video) throw new Error('no player');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  const samples: number[] = [];
  const started = performance.now();
  return new Promise((resolve) => {
    const onFrame = () => {
      const now = Date.now();
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (width > 0 && height > 0) {
        canvas.width = width;
        canvas.height = height;
        context.drawImage(video, 0, 0, width, height);
        const top = (Math.floor(height / 16) - 2) * 16;
        const cell = Math.floor(width / 16);
        const pixels = context.getImageData(0, top, width, 32).data;
        let code = 0;
        for (let i = 0; i < 32; i++) {
          const x = (i % 16) * cell + Math.floor(cell / 2);
          const y = Math.floor(i / 16) * 16 + 8;
          const luma = pixels[(y * width + x) * 4 + 1]!;
          code = code * 2 + (luma > 128 ? 1 : 0);
        }
        const latency = (((now % 2 ** 32) - code + 2 ** 32) % 2 ** 32) as number;
        // A frame without a code (not the timecode camera) reads as nonsense: left out.
        if (latency < 60_000) samples.push(latency);
      }
      if (performance.now() - started < durationMs) video.requestVideoFrameCallback(onFrame);
      else resolve(samples);
    };
    video.requestVideoFrameCallback(onFrame);
  });
}

export function frameLatencies(page: Page, durationMs: number): Promise<number[]> {
  return evaluateInPage(page, sampleLatencies, durationMs);
}
