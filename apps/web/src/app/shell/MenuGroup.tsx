import { Menu } from '@mantine/core';
import { type ReactNode, useId } from 'react';

const FIELDSET_RESET = { border: 0, margin: 0, padding: 0, minInlineSize: 0 } as const;

/**
 * A labelled group of menu items (a `group` in the open menu, which may hold only menu items, groups of them
 * and separators), drawn like Mantine's menu label and items.
 */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <fieldset aria-labelledby={labelId} style={FIELDSET_RESET}>
      <Menu.Label id={labelId}>{label}</Menu.Label>
      {children}
    </fieldset>
  );
}
