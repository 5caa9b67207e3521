import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ability } from './abilities.ts';
import { OverviewSection } from './OverviewSection.tsx';

/** What the caller's role lets it do, and who changes the system's settings. Presentational. */
export function AbilitiesSection({ abilities }: { abilities: readonly Ability[] }) {
  const { t } = useTranslation('settings');
  return (
    <OverviewSection title={t('overview.abilities.title')} icon={<IconShieldCheck size={20} aria-hidden />}>
      <List
        spacing={6}
        size="sm"
        center
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" color="green">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {abilities.map((ability) => (
          <List.Item key={ability}>{t(`overview.abilities.${ability}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('overview.abilities.adminsOnly')}
      </Text>
    </OverviewSection>
  );
}
