import { canOpenSystemTab, type SystemPageFlags, systemMenu } from '@argus/contract/cloud';
import { Group, NavLink as MantineNavLink, ScrollArea, ThemeIcon, Tooltip } from '@mantine/core';
import { IconServer2, IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { systemPath } from '../portal-paths.ts';
import { systemUsersPath } from './system-tabs.ts';
import type { CloudSystem } from './systems.api.ts';

/**
 * The system's menu node (spec 000 §2): View and Settings always, Information and Monitoring for admin-level
 * roles, Layouts and Bookmarks by version and flags; Users for those who may share. The node's icon shows an
 * offline system.
 */
export function SystemNav({ system, flags }: { system: CloudSystem; flags: SystemPageFlags }) {
  const { t } = useTranslation('cloudSystems');
  const menu = systemMenu(system, system.accessRole, flags);
  const base = systemPath(system.id);
  const links: { key: string; to: string; end: boolean; label: string }[] = menu.nodes.map((node) => ({
    key: node,
    to: `${base}/${node}`,
    // Users, a settings page, is a link of its own: Settings is not lit under it.
    end: true,
    label: t(`menu.${node}`),
  }));
  if (canOpenSystemTab('users', { role: system.accessRole, system, flags }))
    links.splice(links.findIndex((link) => link.key === 'settings') + 1, 0, {
      key: 'users',
      to: systemUsersPath(system.id),
      end: true,
      label: t('menu.users'),
    });
  const stateLabel = menu.offline ? t('menu.offline') : t('menu.online');
  return (
    <Group gap="xs" wrap="nowrap" component="nav" aria-label={t('menu.label')} data-testid="system-menu">
      <Tooltip label={stateLabel} withinPortal={false}>
        <ThemeIcon
          variant="light"
          color={menu.offline ? 'gray' : 'green'}
          size="md"
          role="img"
          aria-label={stateLabel}
          data-offline={menu.offline}
        >
          {menu.offline ? <IconServerOff size={16} aria-hidden /> : <IconServer2 size={16} aria-hidden />}
        </ThemeIcon>
      </Tooltip>
      <ScrollArea type="never" style={{ flex: 1 }}>
        <Group gap={4} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.key}>
              <MantineNavLink
                component={NavLink}
                to={link.to}
                end={link.end}
                label={link.label}
                data-node={link.key}
                px="sm"
                py={6}
                style={{ borderRadius: 'var(--mantine-radius-sm)', whiteSpace: 'nowrap' }}
              />
            </li>
          ))}
        </Group>
      </ScrollArea>
    </Group>
  );
}
