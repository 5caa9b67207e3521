import { Divider, NavLink, Stack, Text } from '@mantine/core';
import {
  IconAdjustments,
  IconBolt,
  IconDatabase,
  IconGitMerge,
  IconLicense,
  IconListDetails,
  IconServer,
  IconSettings,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import type { SettingsTab } from '../settings-tabs.ts';
import type { MenuGroup, MenuSection } from './menu-sections.ts';

const ICONS: Record<SettingsTab, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  cameras: IconVideo,
  general: IconSettings,
  licenses: IconLicense,
  users: IconUsers,
  servers: IconServer,
  storages: IconDatabase,
  eventRules: IconBolt,
  eventLog: IconListDetails,
  advanced: IconAdjustments,
  merge: IconGitMerge,
};

export interface SystemMenuProps {
  /** The items the caller may open, in their sections (`systemMenuSections`). */
  sections: readonly MenuSection[];
  active: SettingsTab;
  /** The label of /settings: "General" for administrators, the overview's title for everyone else. */
  homeLabel: string;
  /** Called after an item was followed (the drawer closes). */
  onNavigate?(): void;
  /**
   * The group the page's title already names ("System Administration"): it is set apart by a line, not by a
   * second heading of the same words, and keeps its name for assistive technology.
   */
  titledGroup?: MenuGroup | undefined;
}

const listStyle = { listStyle: 'none' } as const;

/**
 * The system menu (spec 000 §2): a navigation landmark with a list of links, one per page the caller may
 * open, the System Administration pages in a group labelled by its heading; the current page is marked
 * `aria-current`.
 */
export function SystemMenu({ sections, active, homeLabel, onNavigate, titledGroup }: SystemMenuProps) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const paths = useSystemPaths();
  const items = (tabs: readonly SettingsTab[]) =>
    tabs.map((tab) => {
      const Icon = ICONS[tab];
      const current = tab === active;
      return (
        <li key={tab}>
          <NavLink
            component={Link}
            to={paths.settings(tab)}
            label={tab === 'general' ? homeLabel : t(`layout.tabs.${tab}`)}
            leftSection={<Icon size={18} aria-hidden />}
            active={current}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        </li>
      );
    });
  return (
    <nav aria-label={t('layout.menu')}>
      <Stack gap={2} component="ul" m={0} p={0} style={listStyle}>
        {sections.map((section) =>
          section.group === null ? (
            items(section.tabs)
          ) : (
            <li key={section.group}>
              {section.group === titledGroup ? (
                // biome-ignore lint/a11y/useSemanticElements: a group of links in a menu, not of form controls (fieldset)
                <div role="group" aria-label={t(`layout.groups.${section.group}`)}>
                  <Divider my="xs" />
                  <Stack gap={2} component="ul" m={0} p={0} style={listStyle}>
                    {items(section.tabs)}
                  </Stack>
                </div>
              ) : (
                // biome-ignore lint/a11y/useSemanticElements: a group of links in a menu, not of form controls (fieldset)
                <div role="group" aria-labelledby={`${headingId}-${section.group}`}>
                  <Text
                    id={`${headingId}-${section.group}`}
                    size="xs"
                    fw={700}
                    tt="uppercase"
                    c="dimmed"
                    px="sm"
                    pt="md"
                    pb={4}
                  >
                    {t(`layout.groups.${section.group}`)}
                  </Text>
                  <Stack gap={2} component="ul" m={0} p={0} style={listStyle}>
                    {items(section.tabs)}
                  </Stack>
                </div>
              )}
            </li>
          ),
        )}
      </Stack>
    </nav>
  );
}
