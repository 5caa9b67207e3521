import { describe, expect, it } from 'vitest';
import { estimateExportBytes, exportShare } from './export-estimate.ts';

describe('export size estimate', () => {
  const spans = [
    { startMs: 0, endMs: 10_000 },
    { startMs: 20_000, endMs: 40_000 },
  ];

  it('counts only the recorded part of the range at the measured bitrate', () => {
    expect(estimateExportBytes(spans, { startMs: 5000, endMs: 30_000 }, 1000)).toBe(15_000);
    expect(estimateExportBytes(null, { startMs: 0, endMs: 2000 }, 500)).toBe(1000);
  });

  it('has no estimate without a bitrate or a recording', () => {
    expect(estimateExportBytes(spans, { startMs: 0, endMs: 1000 }, null)).toBeNull();
    expect(estimateExportBytes(spans, { startMs: 11_000, endMs: 19_000 }, 1000)).toBeNull();
  });

  it('never reports done before the download is', () => {
    expect(exportShare(500, 1000)).toBe(0.5);
    expect(exportShare(5000, 1000)).toBe(0.99);
    expect(exportShare(5000, null)).toBeNull();
  });
});
