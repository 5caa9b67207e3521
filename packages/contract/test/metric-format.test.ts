import { describe, expect, it } from 'vitest';
import { formatMetricValue, isKnownMetricFormat, METRIC_FORMATS } from '../src/mediaserver/index.ts';

describe('metric value format', () => {
  it('knows every format of the contract', () => {
    for (const format of METRIC_FORMATS) expect(isKnownMetricFormat(format), format).toBe(true);
  });

  it('shows base units scaled: bytes, byte and bit rates, percent, durations, fps, pixel rates', () => {
    expect(formatMetricValue(1536, 'GB')).toBe('1.50 KB');
    expect(formatMetricValue(2 * 1024 ** 3, 'TB')).toBe('2.00 GB');
    expect(formatMetricValue(2048, 'Bps')).toBe('2.00 KB/s');
    expect(formatMetricValue(1_500_000, 'bps')).toBe('1.50 Mbps');
    expect(formatMetricValue(95, '%')).toBe('95%');
    expect(formatMetricValue(93_784, 'duration')).toBe('1d 2h');
    expect(formatMetricValue(25, 'fps')).toBe('25 fps');
    expect(formatMetricValue(2_073_600, 'pixels/s')).toBe('2.07 Mpix/s');
  });

  it('shows texts as they are, numbers without a format as numbers, null as nothing', () => {
    expect(formatMetricValue('Online', 'shortText')).toBe('Online');
    expect(formatMetricValue(12)).toBe('12');
    expect(formatMetricValue(null, '%')).toBe('');
    expect(formatMetricValue(true)).toBe('true');
  });

  it('shows a format it does not know as the number followed by the raw format text', () => {
    expect(isKnownMetricFormat('furlongs')).toBe(false);
    expect(formatMetricValue(12, 'furlongs')).toBe('12 furlongs');
  });
});
