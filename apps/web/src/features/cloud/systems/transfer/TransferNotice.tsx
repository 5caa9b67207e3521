import { Alert, Group, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TransferNoticeProps {
  color: string;
  testId: string;
  /** What the notice says, one sentence or two. */
  children: ReactNode;
  /** Its buttons, at the end of the line (under the text on a phone). */
  actions?: ReactNode;
}

/**
 * A transfer's notice on the system's page, one line with its action: the system's own pages start right
 * below it, so it must not push them down.
 */
export function TransferNotice({ color, testId, children, actions }: TransferNoticeProps) {
  return (
    <Alert
      variant="light"
      color={color}
      icon={<IconArrowsExchange size={18} aria-hidden />}
      py="xs"
      data-testid={testId}
      styles={{ icon: { marginTop: 3 } }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {children}
        </Text>
        {actions && (
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
    </Alert>
  );
}
