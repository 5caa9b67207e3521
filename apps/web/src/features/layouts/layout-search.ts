/** The Layouts page's search, pure: every word of the query in the layout's name, any case. */
export function matchesLayout(layout: { name: string }, query: string): boolean {
  const name = layout.name.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}

/** The grid a layout shows (columns × rows), from its fixed size or its items; null for none. */
export function layoutGridOf(layout: {
  fixedWidth: number;
  fixedHeight: number;
  items: readonly unknown[];
}): { cols: number; rows: number } | null {
  if (layout.fixedWidth > 0 && layout.fixedHeight > 0)
    return { cols: layout.fixedWidth, rows: layout.fixedHeight };
  return null;
}
