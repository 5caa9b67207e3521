import {
  type HealthItem,
  type HealthReportFile,
  healthReportFileSchema,
  type MetricGroupManifest,
} from '@argus/contract/mediaserver';
import { saveBlobAs, timestampedFileName } from '../../ui/save-file.ts';
import { shownValue, tableColumnsOf } from './health-report.ts';

/**
 * Exports of the Information page: the whole report as JSON (what the report viewer opens again), one section
 * as CSV (its table's columns, values as the page writes them), and reading an exported file back.
 */

export const HEALTH_REPORT_ACCEPT = '.json,application/json';
/** Reports of 1,000 cameras are about 2 MB; anything far larger is no report of this page. */
export const HEALTH_REPORT_MAX_BYTES = 64 * 1024 * 1024;

export function saveReportJson(report: HealthReportFile): void {
  const name = timestampedFileName(report.systemName, new Date(report.timestamp), '.health.json');
  saveBlobAs(new Blob([JSON.stringify(report)], { type: 'application/json' }), name);
}

const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A section's table as CSV (RFC 4180): a heading row of the column names, then one row per item. */
export function sectionCsv(group: MetricGroupManifest, items: readonly HealthItem[], nameHeading: string) {
  const columns = tableColumnsOf(group);
  const rows = [
    [nameHeading, ...columns.map((column) => column.name)],
    ...items.map((item) => [item.name, ...columns.map((column) => shownValue(item, column))]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function saveSectionCsv(report: HealthReportFile, csv: string, group: string): void {
  const name = timestampedFileName(report.systemName, new Date(report.timestamp), `.${group}.csv`);
  saveBlobAs(new Blob([csv], { type: 'text/csv' }), name);
}

export type ReportReading =
  | { ok: true; report: HealthReportFile }
  | { ok: false; reason: 'tooLarge' | 'notJson' | 'notReport' };

/** A dropped or chosen file, read and checked against the report's schema. */
export async function readReportFile(file: Blob): Promise<ReportReading> {
  if (file.size > HEALTH_REPORT_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const parsed = healthReportFileSchema.safeParse(data);
  return parsed.success ? { ok: true, report: parsed.data } : { ok: false, reason: 'notReport' };
}
