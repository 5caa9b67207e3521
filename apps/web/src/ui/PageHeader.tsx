import { Group, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A line under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons at the end of the header (they wrap under the title on narrow screens). */
  actions?: ReactNode;
  /** `card`: a smaller title, for a page that is one card (the setup wizard). */
  size?: 'page' | 'card';
  /** Centred title and description (the error pages). */
  centered?: boolean;
  /** Space under the header; `lg` by default. */
  mb?: MantineSpacing | 0;
}

/**
 * The header every page starts with: its title as the page's only `h1`, an optional description, and the
 * page's actions. One look for all pages, both schemes, wide and narrow.
 */
export function PageHeader(props: PageHeaderProps) {
  const { title, description, actions, size = 'page', centered = false, mb = 'lg' } = props;
  const align = centered ? 'center' : undefined;
  return (
    <Group
      justify={centered ? 'center' : 'space-between'}
      align="flex-end"
      gap="sm"
      wrap="wrap"
      mb={mb}
      data-testid="page-header"
    >
      <Stack gap={4} miw={0} align={align} style={{ flex: '1 1 16rem' }}>
        <Title
          order={1}
          fz={size === 'page' ? { base: 'h3', sm: 'h2' } : 'h3'}
          ta={align}
          style={{ overflowWrap: 'anywhere' }}
        >
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size={size === 'page' ? 'md' : 'sm'} ta={align}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
