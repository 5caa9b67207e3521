import { NavLink, Stack } from '@mantine/core';
import {
  IconAdjustments,
  IconDatabase,
  IconServer,
  IconSettings,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SETTINGS_TAB_PATHS, type SettingsTab } from '../settings-tabs.ts';

const ICONS: Record<SettingsTab, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  cameras: IconVideo,
  general: IconSettings,
  users: IconUsers,
  servers: IconServer,
  storages: IconDatabase,
  advanced: IconAdjustments,
};

export interface SystemMenuProps {
  /** The items the caller may open, in order. */
  tabs: readonly SettingsTab[];
  active: SettingsTab;
  /** The label of /settings: "General" for administrators, the overview's title for everyone else. */
  homeLabel: string;
  /** Called after an item was followed (the drawer closes). */
  onNavigate?(): void;
}

/**
 * The system menu (spec 000 §2): a navigation landmark of links, one per page the caller may open; the
 * current page is marked `aria-current`.
 */
export function SystemMenu({ tabs, active, homeLabel, onNavigate }: SystemMenuProps) {
  const { t } = useTranslation('settings');
  return (
    <nav aria-label={t('layout.menu')}>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {tabs.map((tab) => {
          const Icon = ICONS[tab];
          const current = tab === active;
          return (
            <li key={tab}>
              <NavLink
                component={Link}
                to={SETTINGS_TAB_PATHS[tab]}
                label={tab === 'general' ? homeLabel : t(`layout.tabs.${tab}`)}
                leftSection={<Icon size={18} aria-hidden />}
                active={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
