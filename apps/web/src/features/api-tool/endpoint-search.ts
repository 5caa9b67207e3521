import type { ApiEndpoint } from './api-endpoints.ts';

export interface EndpointGroup {
  tag: string;
  endpoints: ApiEndpoint[];
}

/**
 * Whether a word written as a path (`servers/this/info`) runs along the path's segments, a `{parameter}`
 * segment standing for any value: the first segment of the word may be the end of one, the last the start.
 */
function pathHolds(path: string, word: string): boolean {
  const want = word.split('/').filter(Boolean);
  const have = path.toLowerCase().split('/').filter(Boolean);
  if (want.length === 0) return false;
  const fits = (segment: string, part: string, index: number) => {
    if (/^\{[^}]+\}$/.test(segment)) return true;
    if (want.length === 1) return segment.includes(part);
    if (index === 0) return segment.endsWith(part);
    if (index === want.length - 1) return segment.startsWith(part);
    return segment === part;
  };
  for (let start = 0; start + want.length <= have.length; start++)
    if (want.every((part, i) => fits(have[start + i]!, part, i))) return true;
  return false;
}

/**
 * Endpoints whose method, path or summary hold every word of the search (case-insensitive); a word with a
 * `/` also finds the paths it is an address of (`servers/this/info` finds `/rest/v1/servers/{id}/info`).
 */
export function searchEndpoints(endpoints: readonly ApiEndpoint[], search: string): ApiEndpoint[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...endpoints];
  return endpoints.filter((e) => {
    const text = `${e.method} ${e.path} ${e.summary}`.toLowerCase();
    return words.every((w) => text.includes(w) || (w.includes('/') && pathHolds(e.path, w)));
  });
}

/** Endpoints by tag, tags in alphabetical order, each tag's endpoints by path then method. */
export function groupByTag(endpoints: readonly ApiEndpoint[]): EndpointGroup[] {
  const byTag = new Map<string, ApiEndpoint[]>();
  for (const e of endpoints) byTag.set(e.tag, [...(byTag.get(e.tag) ?? []), e]);
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => ({
      tag,
      endpoints: list.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    }));
}
