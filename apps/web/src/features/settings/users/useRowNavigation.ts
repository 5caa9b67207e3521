import type { Virtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { rowAfterKey } from './row-navigation.ts';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function rowIndexOf(target: EventTarget | null): number | null {
  const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  return row ? Number(row.dataset.index) : null;
}

export interface RowNavigation {
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
}

/**
 * Keyboard use of a virtualised list whose rows carry `data-index`: the arrow keys, Page Up/Down, Home and
 * End move the focus to the same column (`data-col`) of another row, scrolling it in first; the login button
 * (`data-row-focus`) is the fallback, and Enter on it opens the user.
 */
export function useRowNavigation(
  virtualizer: Virtualizer<HTMLElement, Element>,
  rows: readonly unknown[],
  body: RefObject<HTMLElement | null>,
  rowHeight: number,
  /** Set to the row holding the focus: keep it rendered while scrolled away, so the focus is not lost. */
  focusedRow: RefObject<number | null>,
): RowNavigation {
  const count = rows.length;
  const pending = useRef<{ index: number; col: string | null } | null>(null);

  const focusPending = () => {
    const want = pending.current;
    const row = want && body.current?.querySelector(`[data-index="${want.index}"]`);
    if (!want || !row) return;
    pending.current = null;
    const inColumn = want.col
      ? row.querySelector(`[data-col="${want.col}"]`)?.querySelector(FOCUSABLE)
      : null;
    const target = inColumn ?? row.querySelector('[data-row-focus]');
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  };
  // The row asked for appears once the virtualizer has scrolled to it and rendered it.
  useLayoutEffect(focusPending);

  // Another list (a new search) renumbers the rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes
  useLayoutEffect(() => {
    focusedRow.current = null;
    pending.current = null;
  }, [rows]);

  return {
    onFocus(event) {
      focusedRow.current = rowIndexOf(event.target);
    },
    onKeyDown(event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const index = rowIndexOf(event.target);
      if (index === null) return;
      const pageSize = Math.floor((virtualizer.scrollRect?.height ?? 0) / rowHeight) - 1;
      const next = rowAfterKey(event.key, index, count, pageSize);
      if (next === null || next === index) return;
      event.preventDefault();
      const col = (event.target as Element).closest<HTMLElement>('[data-col]')?.dataset.col ?? null;
      pending.current = { index: next, col };
      focusedRow.current = next;
      virtualizer.scrollToIndex(next, { align: 'auto' });
      focusPending();
    },
  };
}
