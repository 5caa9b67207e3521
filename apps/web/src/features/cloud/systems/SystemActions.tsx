import { canDisconnect, canRename } from '@argus/contract/cloud';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowsExchange,
  IconDotsVertical,
  IconLogout2,
  IconPencil,
  IconPlugConnectedX,
} from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { DisconnectSystemDialog } from './DisconnectSystemDialog.tsx';
import { LeaveSystemDialog } from './LeaveSystemDialog.tsx';
import { RenameSystemDialog } from './RenameSystemDialog.tsx';
import { useForgetSystem } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';
import { TransferOwnershipDialog } from './transfer/TransferOwnershipDialog.tsx';
import { useTransferAction } from './transfer/transfer.api.ts';

type Dialog = 'rename' | 'transfer' | 'disconnect' | 'leave';

/**
 * What the caller may do with the system as a whole (spec 000 §6), in one "System actions" menu so that the
 * system's own pages start right under its name: rename (owner, cloud administrators), transfer ownership
 * (owner, feature flag `cloudOwnershipTransfer`), disconnect it from the cloud (owner, with the password), or
 * leave it (anyone but the owner). Every item opens its dialog.
 */
export function SystemActions({ system, selfEmail }: { system: CloudSystem; selfEmail: string }) {
  const { t } = useTranslation('cloudSystems');
  const { t: tTransfer } = useTranslation('cloudTransfer');
  const navigate = useNavigate();
  const forget = useForgetSystem();
  const isOwner = system.accessRole === 'owner';
  const transfer = useTransferAction(system.id, isOwner);
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDialog(null);
    // A dialog gives the focus back to what had it when it opened: the menu's item, gone with the menu.
    button.current?.focus();
  };
  const gone = async (message: string) => {
    close();
    notify.success(message);
    await forget(system.id);
    navigate(PORTAL_PATHS.systems, { replace: true });
  };
  // Enter and Space click the button; ArrowDown opens the menu too, as menu buttons do (WAI-ARIA APG).
  const openByArrow = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || menuOpen) return;
    event.preventDefault();
    setMenuOpen(true);
  };
  const label = t('actions.label');

  return (
    <>
      <Menu
        opened={menuOpen}
        onChange={setMenuOpen}
        position="bottom-end"
        width={240}
        // Inside the page's main landmark (axe: region).
        withinPortal={false}
        withInitialFocusPlaceholder={false}
      >
        {/*
          The tooltip outside the target, so that the menu's ARIA attributes go onto the button itself; the
          tooltip sets the button's onKeyDown, hence ArrowDown in the capture phase.
        */}
        <Tooltip label={label} withinPortal={false} disabled={menuOpen}>
          <Menu.Target>
            <ActionIcon
              ref={button}
              variant="default"
              size="lg"
              aria-label={label}
              onKeyDownCapture={openByArrow}
              data-testid="system-actions"
            >
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          {canRename(system.accessRole) && (
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('rename')}>
              {t('rename.open')}
            </Menu.Item>
          )}
          {transfer.offered && (
            <Menu.Item
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => setDialog('transfer')}
              disabled={!transfer.ready}
            >
              {tTransfer('dialog.open')}
            </Menu.Item>
          )}
          {canDisconnect(system.accessRole) && (
            <Menu.Item
              // `c`, not `color`: the theme's red text, readable on the dropdown in both schemes (axe).
              c="red"
              leftSection={<IconPlugConnectedX size={16} aria-hidden />}
              onClick={() => setDialog('disconnect')}
            >
              {t('disconnect.open')}
            </Menu.Item>
          )}
          {!isOwner && (
            <Menu.Item leftSection={<IconLogout2 size={16} aria-hidden />} onClick={() => setDialog('leave')}>
              {t('leave.open')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <RenameSystemDialog
        opened={dialog === 'rename'}
        system={system}
        onRenamed={(name) => {
          close();
          notify.success(t('rename.done', { name }));
        }}
        onClose={close}
      />
      {/* Not tied to the item: the offer made, the item goes while the dialog closes. */}
      {isOwner && (
        <TransferOwnershipDialog
          opened={dialog === 'transfer'}
          systemId={system.id}
          systemName={system.name}
          ownEmail={selfEmail}
          onClose={close}
        />
      )}
      <DisconnectSystemDialog
        opened={dialog === 'disconnect'}
        system={system}
        onDisconnected={() => void gone(t('disconnect.done', { name: system.name }))}
        onClose={close}
      />
      <LeaveSystemDialog
        opened={dialog === 'leave'}
        system={system}
        selfEmail={selfEmail}
        onLeft={() => void gone(t('leave.done', { name: system.name }))}
        onClose={close}
      />
    </>
  );
}
