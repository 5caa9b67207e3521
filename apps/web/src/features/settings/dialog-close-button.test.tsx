import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER } from '../../../test/fake-media-server.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { LeaveDialog } from './apply/LeaveDialog.tsx';
import { RestartDialog } from './servers/RestartDialog.tsx';
import { DeleteUserDialog } from './users/DeleteUserDialog.tsx';
import { UserDialog } from './users/UserDialog.tsx';

vi.setConfig({ testTimeout: 20_000 });

const noop = () => {};

/** Every dialog's "X" is a button with a name (screen readers announce an unnamed button as "button"). */
describe('dialog close buttons', () => {
  it.each<[string, (onClose: () => void) => ReactElement]>([
    [
      'leave',
      (onClose) => (
        <LeaveDialog opened canApply applyState="idle" onApply={noop} onDiscard={noop} onCancel={onClose} />
      ),
    ],
    [
      'restart',
      (onClose) => (
        <RestartDialog opened serverName="vm" busy={false} error={null} onConfirm={noop} onClose={onClose} />
      ),
    ],
    [
      'delete user',
      (onClose) => <DeleteUserDialog user={ADMIN_USER} deleting={false} onConfirm={noop} onClose={onClose} />,
    ],
    [
      'user',
      (onClose) => (
        <UserDialog
          opened
          user={null}
          actor={ADMIN_USER}
          roles={[]}
          submitError={null}
          submitting={false}
          onSubmit={noop}
          onClose={onClose}
        />
      ),
    ],
  ])('the %s dialog has a Close button that closes it', async (_name, dialog) => {
    const onClose = vi.fn();
    renderWithProviders(dialog(onClose));
    const close = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' });
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalled();
  });
});
