import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy, IconLayoutDashboard, IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { notify } from '../../ui/notify.ts';
import type { WallLayoutRef } from '../view/wall/useWall.ts';
import type { Wall } from '../view/wall/wall-model.ts';
import { LayoutNameDialog } from './LayoutNameDialog.tsx';
import { layoutToWall, wallToLayout } from './layout-wall.ts';
import { type LayoutModel, useChangeLayout, useCreateLayout, useLayouts } from './layouts.api.ts';

export interface WallLayoutsMenuProps {
  wall: Wall;
  layout: WallLayoutRef | null;
  cameraIds: ReadonlySet<string>;
  onSaved(layout: WallLayoutRef): void;
  onOpen(wall: Wall, layout: WallLayoutRef): void;
}

/** The most layouts the menu lists to open; the Layouts page has them all. */
const MENU_LAYOUTS = 15;

/**
 * Layouts on the View page: save the wall as a new layout (named), save it again into the layout it came
 * from, open a layout, or go to the Layouts page.
 */
export function WallLayoutsMenu({ wall, layout, cameraIds, onSaved, onOpen }: WallLayoutsMenuProps) {
  const { t } = useTranslation('layouts');
  const paths = useSystemPaths();
  const layouts = useLayouts();
  const create = useCreateLayout();
  const change = useChangeLayout();
  const [naming, setNaming] = useState(false);
  const list = layouts.data ?? [];
  const current = layout ? list.find((l) => l.id === layout.id) : undefined;
  const open = (l: LayoutModel) => onOpen(layoutToWall(l, cameraIds), { id: l.id, name: l.name });
  const saveAgain = async () => {
    if (!current) return;
    try {
      await change.mutateAsync({ id: current.id, ...wallToLayout(wall) });
      notify('success', t('wall.saved', { name: current.name }));
    } catch (error) {
      notify('danger', t('wall.saveFailed', { name: current.name }));
      throw error;
    }
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconLayoutDashboard size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="layouts-menu"
          >
            {current ? current.name : t('wall.layouts')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconDeviceFloppy size={14} />}
            onClick={() => setNaming(true)}
            data-testid="layout-save-as"
          >
            {t('wall.saveAs')}
          </Menu.Item>
          {current && (
            <Menu.Item
              leftSection={<IconDeviceFloppy size={14} />}
              onClick={() => void saveAgain().catch(() => {})}
            >
              {t('wall.saveTo', { name: current.name })}
            </Menu.Item>
          )}
          <Menu.Label>{t('wall.open')}</Menu.Label>
          {layouts.isPending && <Menu.Item disabled>{t('wall.loadingLayouts')}</Menu.Item>}
          {layouts.isError && <Menu.Item disabled>{t('wall.layoutsFailed')}</Menu.Item>}
          {layouts.isSuccess && list.length === 0 && <Menu.Item disabled>{t('wall.noLayouts')}</Menu.Item>}
          {list.slice(0, MENU_LAYOUTS).map((l) => (
            <Menu.Item key={l.id} onClick={() => open(l)} data-testid="layout-open" data-layout-id={l.id}>
              {l.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.layouts()} leftSection={<IconList size={14} />}>
            {t('wall.manage')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {naming && (
        <LayoutNameDialog
          title={t('wall.saveAsTitle')}
          submitLabel={t('dialog.save')}
          initialName=""
          layouts={list}
          onClose={() => setNaming(false)}
          onSubmit={async (name) => {
            const saved = await create.mutateAsync({ name, ...wallToLayout(wall) });
            onSaved({ id: saved.id, name: saved.name });
            notify('success', t('wall.saved', { name: saved.name }));
          }}
        />
      )}
    </>
  );
}
