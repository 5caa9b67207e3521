import { Box, Button, Loader, Menu, TextInput } from '@mantine/core';
import { IconCheck, IconChevronDown, IconSearch, IconServer2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { SYSTEM_SEARCH_MIN } from '../../../features/cloud/portal-constants.ts';
import { PORTAL_PATHS, systemPath } from '../../../features/cloud/portal-paths.ts';
import { StatusDot } from '../../../features/cloud/systems/StatusDot.tsx';
import { filterSystems, systemStatusOf } from '../../../features/cloud/systems/system-status.ts';
import { useCloudSystems } from '../../../features/cloud/systems/systems.api.ts';

/** The list scrolls past this height rather than growing off the screen. */
const LIST_MAX_HEIGHT = 320;

/**
 * The system switcher (spec 000 §2): a menu of the account's systems, the open one marked, with a search
 * from 9 systems on (spec 000 §9), and a way back to the list of all systems.
 */
export function SystemSwitcher() {
  const { t } = useTranslation('portal');
  const systemId = useMatch(`${PORTAL_PATHS.systems}/:systemId/*`)?.params.systemId;
  const systems = useCloudSystems();
  const [search, setSearch] = useState('');
  const list = systems.data ?? [];
  const current = list.find((system) => system.id === systemId);
  const searchable = list.length >= SYSTEM_SEARCH_MIN;
  const shown = searchable ? filterSystems(list, search) : list;

  const items = () => {
    if (systems.isPending)
      return (
        <Box p="sm" ta="center">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Box>
      );
    if (systems.isError) return <Menu.Label>{t('switcher.failed')}</Menu.Label>;
    if (shown.length === 0)
      return <Menu.Label>{list.length === 0 ? t('switcher.empty') : t('switcher.noMatch')}</Menu.Label>;
    return (
      <Box mah={LIST_MAX_HEIGHT} style={{ overflowY: 'auto' }}>
        {shown.map((system) => (
          <Menu.Item
            key={system.id}
            component={Link}
            to={systemPath(system.id)}
            leftSection={<StatusDot status={systemStatusOf(system)} />}
            rightSection={system.id === systemId ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={system.id === systemId ? 'page' : undefined}
          >
            {system.name}
          </Menu.Item>
        ))}
      </Box>
    );
  };

  return (
    <Menu
      position="bottom-start"
      width={300}
      withinPortal={false}
      closeOnItemClick
      withInitialFocusPlaceholder={false}
      onClose={() => setSearch('')}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconServer2 size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('switcher.label', { name: current?.name ?? t('switcher.allSystems') })}
          aria-haspopup="menu"
          maw={260}
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          data-testid="system-switcher"
        >
          {current?.name ?? t('switcher.allSystems')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {searchable && (
          <TextInput
            size="xs"
            mb={4}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t('switcher.search')}
            aria-label={t('switcher.search')}
            leftSection={<IconSearch size={14} aria-hidden />}
            data-autofocus
          />
        )}
        <Menu.Item component={Link} to={PORTAL_PATHS.systems}>
          {t('switcher.allSystems')}
        </Menu.Item>
        <Menu.Divider />
        {items()}
      </Menu.Dropdown>
    </Menu>
  );
}
