/**
 * Which parts of the page hold unsaved edits (a settings form with changes). Anything about to reload the page
 * asks here first (`reload-when-safe.ts`), so that no automatic reload discards what the user typed.
 */
type Discard = () => void;

const holds = new Set<{ discard: Discard }>();
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of [...listeners]) listener();
};

/** Marks unsaved edits; `discard` drops them (the form goes back to its saved values). Returns the release. */
export function holdUnsavedEdits(discard: Discard): () => void {
  const hold = { discard };
  holds.add(hold);
  changed();
  return () => {
    if (holds.delete(hold)) changed();
  };
}

export function hasUnsavedEdits(): boolean {
  return holds.size > 0;
}

/** Drops every unsaved edit; each holder releases its hold once its form is back to the saved values. */
export function discardUnsavedEdits(): void {
  for (const hold of [...holds]) hold.discard();
}

export function onUnsavedEditsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
