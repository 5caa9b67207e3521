import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PortalCardProps {
  /** The page's one `h1`. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  width?: number;
  'data-testid'?: string;
}

/**
 * A page that is one card in the middle (registration, activation, password reset, authorization): its
 * title is the page's heading, on every screen width and in both schemes.
 */
export function PortalCard({ title, description, children, width = 448, ...rest }: PortalCardProps) {
  return (
    <Center p={{ base: 'sm', sm: 'xl' }} mih="60vh">
      <Paper
        withBorder
        shadow="sm"
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        w="100%"
        maw={width}
        data-testid={rest['data-testid']}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
