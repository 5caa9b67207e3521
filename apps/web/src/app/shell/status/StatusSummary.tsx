import { Anchor, Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { StatusItem, StatusTone } from './status-item.ts';
import { useStatusItems } from './useStatusItems.ts';

const TONE_COLORS: Record<StatusTone, string> = {
  ok: 'var(--mantine-color-teal-6)',
  warning: 'var(--mantine-color-yellow-6)',
  critical: 'var(--mantine-color-red-6)',
  unknown: 'var(--mantine-color-gray-5)',
};

/** The header's status at a glance: a list of figures, each with a coloured dot; short on narrow screens. */
export function StatusSummary() {
  const { t } = useTranslation('common');
  const items = useStatusItems();
  return (
    <Box
      component="ul"
      aria-label={t('status.label')}
      data-testid="status-summary"
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'flex', gap: 'var(--mantine-spacing-xs)', alignItems: 'center' }}
    >
      {items.map((item) => (
        <Box component="li" key={item.key} data-status={item.key} data-tone={item.tone}>
          {item.to ? (
            <Anchor component={NavLink} to={item.to} c="inherit" underline="hover" display="block">
              <StatusFigure item={item} />
            </Anchor>
          ) : (
            <StatusFigure item={item} />
          )}
        </Box>
      ))}
    </Box>
  );
}

function StatusFigure({ item }: { item: StatusItem }) {
  const Icon = item.icon;
  return (
    <Group gap={6} wrap="nowrap" px={6} py={2}>
      <Box
        aria-hidden
        w={8}
        h={8}
        style={{ borderRadius: '50%', background: TONE_COLORS[item.tone], flexShrink: 0 }}
      />
      <Icon size={16} aria-hidden />
      <Text size="sm" visibleFrom="md" aria-hidden>
        {item.label}
      </Text>
      {item.value && (
        <Text size="sm" fw={600} aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
          {item.value}
        </Text>
      )}
      <VisuallyHidden>{item.description}</VisuallyHidden>
    </Group>
  );
}
