import { Box } from '@mantine/core';
import { SYSTEM_STATUS_COLORS, type SystemStatus } from './system-status.ts';

/** A small dot in the status's colour; the status itself is said in words beside it, or in the label. */
export function StatusDot({ status }: { status: SystemStatus }) {
  return (
    <Box
      component="span"
      w={8}
      h={8}
      display="inline-block"
      aria-hidden
      data-status={status}
      style={{
        borderRadius: '50%',
        background: `var(--mantine-color-${SYSTEM_STATUS_COLORS[status]}-filled)`,
      }}
    />
  );
}
