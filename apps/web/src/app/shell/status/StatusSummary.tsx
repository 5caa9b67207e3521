import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './StatusSummary.module.css';
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
    <ul aria-label={t('status.label')} data-testid="status-summary" className={classes.list}>
      {items.map((item) => (
        <li key={item.key} data-status={item.key} data-tone={item.tone}>
          {item.to ? (
            <Anchor component={NavLink} to={item.to} c="inherit" underline="hover" display="block">
              <StatusFigure item={item} />
            </Anchor>
          ) : (
            <StatusFigure item={item} />
          )}
        </li>
      ))}
    </ul>
  );
}

function StatusFigure({ item }: { item: StatusItem }) {
  const Icon = item.icon;
  return (
    <div className={classes.figure} data-counted={item.value !== undefined}>
      <span aria-hidden className={classes.dot} style={{ background: TONE_COLORS[item.tone] }} />
      <span className={classes.icon}>
        <Icon size={16} aria-hidden />
      </span>
      <Text size="sm" visibleFrom="md" aria-hidden>
        {item.label}
      </Text>
      {item.value && (
        <Text size="sm" fw={600} aria-hidden className={classes.count}>
          {item.value}
        </Text>
      )}
      <VisuallyHidden>{item.description}</VisuallyHidden>
    </div>
  );
}
