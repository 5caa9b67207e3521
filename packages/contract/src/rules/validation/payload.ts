/** Small payload rules (spec 000 §5, 001 §5): limits and enumerations normalised before a request is sent. */
import {
  DEFAULT_EXPORT_TRANSPORT,
  EXPORT_TRANSPORTS,
  HLS_QUALITIES,
  STORAGE_EVENTS_LIMIT_MAX,
} from '../../ui/constants.ts';

export type ExportTransport = (typeof EXPORT_TRANSPORTS)[number];
export type HlsQuality = (typeof HLS_QUALITIES)[number];

/** The storage events limit, capped at 2000; missing, non-numeric or below-1 values give the maximum. */
export function capStorageEventsLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit) || limit < 1) {
    return STORAGE_EVENTS_LIMIT_MAX;
  }
  return Math.min(Math.floor(limit), STORAGE_EVENTS_LIMIT_MAX);
}

/** Export transport: mp4 or mkv; anything else is mkv. */
export function exportTransportOf(value: string | null | undefined): ExportTransport {
  return (EXPORT_TRANSPORTS as readonly string[]).includes(value ?? '')
    ? (value as ExportTransport)
    : DEFAULT_EXPORT_TRANSPORT;
}

/** HLS quality: hi or lo; anything else is empty. */
export function hlsQualityOf(value: string | null | undefined): HlsQuality | '' {
  return (HLS_QUALITIES as readonly string[]).includes(value ?? '') ? (value as HlsQuality) : '';
}
