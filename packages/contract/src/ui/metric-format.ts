/**
 * A metric value as display text, by its manifest format (001 §8 "Health unit formats"). Values are in base
 * units: bytes, bytes/s or bits/s, seconds, pixels/s, percent 0..100; the format names the unit family and
 * the text scales to the best unit of it. A format this client does not know shows the number followed by
 * the format's raw text (001 §8), and `null` shows as an empty text.
 */
import { formatBits, formatBytes, formatDuration, formatNumber } from './format.ts';

const BYTE_FORMATS = new Set(['TB', 'GB', 'MB', 'KB', 'B']);
const BYTE_RATE_FORMATS = new Set(['Bps', 'KBps', 'MBps', 'GBps']);
const BIT_RATE_FORMATS = new Set(['bps', 'Kbps', 'Mbps', 'Gbps']);
const TEXT_FORMATS = new Set(['shortText', 'longText', 'text']);

/** Whether a client knows how to show a format (else: number and raw format text). */
export function isKnownMetricFormat(format: string): boolean {
  return (
    BYTE_FORMATS.has(format) ||
    BYTE_RATE_FORMATS.has(format) ||
    BIT_RATE_FORMATS.has(format) ||
    TEXT_FORMATS.has(format) ||
    ['%', 'duration', 'fps', 'pixels/s', 'Mpix/s'].includes(format)
  );
}

function formatNumberAs(value: number, format: string): string {
  if (BYTE_FORMATS.has(format)) return formatBytes(value);
  if (BYTE_RATE_FORMATS.has(format)) return formatBytes(value, { perSecond: true });
  if (BIT_RATE_FORMATS.has(format)) return formatBits(value, { perSecond: true });
  switch (format) {
    case '%':
      return `${formatNumber(value)}%`;
    case 'duration':
      return formatDuration(value * 1000, { maxUnits: 2 });
    case 'fps':
      return `${formatNumber(value)} fps`;
    case 'pixels/s':
    case 'Mpix/s':
      return `${formatNumber(value / 1_000_000)} Mpix/s`;
    case '':
      return formatNumber(value, { decimals: Number.isInteger(value) ? 0 : undefined });
    default:
      return TEXT_FORMATS.has(format) ? String(value) : `${formatNumber(value)} ${format}`;
  }
}

export function formatMetricValue(value: number | string | boolean | null, format = ''): string {
  if (value === null) return '';
  if (typeof value === 'number') return formatNumberAs(value, format);
  return String(value);
}
