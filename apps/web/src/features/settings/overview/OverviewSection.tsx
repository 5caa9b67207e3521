import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface OverviewSectionProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** A control at the heading's end (an action on the section). */
  action?: ReactNode;
}

/** One card of the system overview, its heading an h2. */
export function OverviewSection({ title, icon, children, action }: OverviewSectionProps) {
  const headingId = `overview-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
