import { em, Paper } from '@mantine/core';
import { StorageCards } from './StorageCards.tsx';
import type { StorageViewProps } from './StorageRowParts.tsx';
import { StorageTable } from './StorageTable.tsx';

/** Below the tablet breakpoint (spec 000 §9: 768 px is mobile) the storages reflow into cards. */
export const STORAGE_CARDS_QUERY = `(max-width: ${em(767.98)})`;

/** The storages of a server: a table in a frame on wide screens, cards on phones. */
export function StorageView({ cards, ...props }: StorageViewProps & { cards: boolean; label: string }) {
  if (cards) return <StorageCards {...props} />;
  return (
    <Paper withBorder>
      <StorageTable {...props} />
    </Paper>
  );
}
