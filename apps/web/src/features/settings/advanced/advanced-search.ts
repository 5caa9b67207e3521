import type { AdvancedField } from './advanced-fields.ts';

export const SEARCH_MAX_LENGTH = 200;

/** The words of a search, lower-cased. */
function wordsOf(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Fields whose label, name or description holds every word of the search (case-insensitive). */
export function filterFields(fields: readonly AdvancedField[], search: string): AdvancedField[] {
  const words = wordsOf(search);
  if (words.length === 0) return [...fields];
  return fields.filter((f) => {
    const text = `${f.label} ${f.name} ${f.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
