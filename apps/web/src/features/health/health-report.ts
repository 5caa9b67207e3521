import { matchesHealthSearch } from '@argus/contract';
import {
  formatMetricValueLogged,
  type HealthAlertType,
  type HealthItem,
  type HealthReportFile,
  healthItemsOf,
  type MetricGroupManifest,
  type MetricParameterManifest,
  type MetricValue,
  passesAlertType,
} from '@argus/contract/mediaserver';

/**
 * What the Information page reads from a report, manifest-driven (as Nx's page): a group's table columns and
 * panel fields are the parameters whose `display` names them, labelled by the manifest's names and written
 * per its formats. Used alike by the live page and the offline report viewer.
 */

/** The Alerts view, or one resource group of the manifest (`servers`, `cameras`, …). */
export const ALERTS_VIEW = 'alerts';

/** One parameter of a group, with the section it belongs to. */
export interface HealthParameter extends MetricParameterManifest {
  section: string;
  /** `section.parameter`: the column's key. */
  key: string;
}

function shownIn(parameter: MetricParameterManifest, place: 'table' | 'panel'): boolean {
  return parameter.display.split('|').includes(place);
}

/** The table's columns: the group's parameters displayed in the table, in manifest order. */
export function tableColumnsOf(group: MetricGroupManifest): HealthParameter[] {
  return group.values.flatMap((section) =>
    section.values
      .filter((parameter) => shownIn(parameter, 'table'))
      .map((parameter) => ({ ...parameter, section: section.id, key: `${section.id}.${parameter.id}` })),
  );
}

/** The side panel's sections, each with the parameters displayed in the panel; empty sections left out. */
export function panelSectionsOf(group: MetricGroupManifest) {
  return group.values
    .map((section) => ({
      id: section.id,
      name: section.name,
      parameters: section.values
        .filter((parameter) => shownIn(parameter, 'panel'))
        .map((parameter) => ({ ...parameter, section: section.id, key: `${section.id}.${parameter.id}` })),
    }))
    .filter((section) => section.parameters.length > 0);
}

export function rawValue(item: HealthItem, parameter: Pick<HealthParameter, 'section' | 'id'>): MetricValue {
  return item.values[parameter.section]?.[parameter.id] ?? null;
}

/** A parameter's value of an item as the page writes it. */
export function shownValue(item: HealthItem, parameter: HealthParameter): string {
  return formatMetricValueLogged(rawValue(item, parameter), parameter.format);
}

export function alarmsOf(item: HealthItem, parameter: Pick<HealthParameter, 'section' | 'id'>) {
  return item.alarms[parameter.section]?.[parameter.id] ?? [];
}

/** What a search looks in (spec 000 §5): the item's name, id, group name, and every value the page shows. */
export function searchTagsOf(item: HealthItem, group: MetricGroupManifest): string[] {
  const shown = group.values.flatMap((section) =>
    section.values
      .filter((parameter) => parameter.display !== '')
      .map((parameter) =>
        shownValue(item, { ...parameter, section: section.id, key: `${section.id}.${parameter.id}` }),
      ),
  );
  return [item.name, item.id, group.name, ...shown].filter((tag) => tag !== '');
}

/** A server to filter by: its id and the name other resources' `info.server` give. */
export interface HealthServer {
  id: string;
  name: string;
}

export function serversOf(report: HealthReportFile): HealthServer[] {
  return healthItemsOf('servers', report.values, report.alarms).map(({ id, name }) => ({ id, name }));
}

/** Whether an item is the server, or lives on it (its `info.server` names the server or its id). */
export function isOnServer(item: HealthItem, server: HealthServer): boolean {
  if (item.group === 'servers') return item.id === server.id;
  const on = item.values.info?.server;
  return on === server.name || on === server.id;
}

export interface HealthItemFilter {
  /** The search as typed (spec 000 §5 rules). */
  query: string;
  alertType: HealthAlertType;
  server: HealthServer | null;
}

/** The items a section shows: matching the search, on the chosen server, with an alert of the chosen type. */
export function filterItems(
  items: readonly HealthItem[],
  group: MetricGroupManifest,
  { query, alertType, server }: HealthItemFilter,
): HealthItem[] {
  return items.filter((item) => {
    if (server && !isOnServer(item, server)) return false;
    if (alertType !== 'any' && !hasLevel(item, alertType)) return false;
    return matchesHealthSearch(searchTagsOf(item, group), query);
  });
}

function hasLevel(item: HealthItem, level: HealthAlertType): boolean {
  return Object.values(item.alarms).some((parameters) =>
    Object.values(parameters).some((list) => list.some((alarm) => passesAlertType(alarm.level, level))),
  );
}

export interface HealthSort {
  /** A column key (`section.parameter`), or `name`. */
  column: string;
  descending: boolean;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorted by a column: numbers by value, texts by the collator, empty values last either way. */
export function sortItems(
  items: readonly HealthItem[],
  columns: readonly HealthParameter[],
  sort: HealthSort,
) {
  const column = columns.find((c) => c.key === sort.column);
  const raw = (item: HealthItem): MetricValue => (column ? rawValue(item, column) : item.name);
  const sign = sort.descending ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = raw(a);
    const y = raw(b);
    if (x === null || x === '') return y === null || y === '' ? 0 : 1;
    if (y === null || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x), String(y));
  });
}
