import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ApplyBar, type ApplyBarProps } from './ApplyBar.tsx';

function renderBar(props: Partial<ApplyBarProps> = {}) {
  const onSave = vi.fn();
  const onDiscard = vi.fn();
  const all: ApplyBarProps = {
    ready: true,
    online: true,
    hasChanges: true,
    isValid: true,
    state: 'idle',
    onSave,
    onDiscard,
    ...props,
  };
  const view = renderWithProviders(
    <>
      <input aria-label="field" />
      <ApplyBar {...all} />
    </>,
  );
  return { ...view, onSave, onDiscard };
}

describe('apply bar', () => {
  it('says there are no unsaved changes and offers no buttons', () => {
    renderBar({ hasChanges: false });
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers Save and Discard when the page has changes', () => {
    const { onSave, onDiscard } = renderBar();
    expect(screen.getByText('Page contains unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('disables Save while a field is invalid; the button is at least 120 px wide', () => {
    renderBar({ isValid: false });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.style.minWidth).toBe('calc(7.5rem * var(--mantine-scale))');
  });

  it('disables Save while the browser is offline', () => {
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBar();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    spy.mockRestore();
  });

  it('is hidden until the page is ready, and while the server is offline', () => {
    renderBar({ ready: false });
    expect(screen.queryByText('Page contains unsaved changes.')).toBeNull();
    renderBar({ online: false });
    expect(screen.queryByText('Page contains unsaved changes.')).toBeNull();
  });

  it('Enter in an input saves when nothing blocks it', () => {
    const { onSave } = renderBar();
    fireEvent.keyDown(screen.getByLabelText('field'), { key: 'Enter' });
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('Enter does not save invalid changes, nor while a modal is open', () => {
    const invalid = renderBar({ isValid: false });
    fireEvent.keyDown(screen.getByLabelText('field'), { key: 'Enter' });
    expect(invalid.onSave).not.toHaveBeenCalled();
    invalid.unmount();
    const { onSave } = renderBar();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(screen.getByLabelText('field'), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    dialog.remove();
  });

  it('shows dots instead of the button while saving, and a check mark when done', () => {
    const processing = renderBar({ state: 'processing' });
    expect(screen.getByTestId('process-processing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    processing.unmount();
    renderBar({ hasChanges: false, state: 'done' });
    expect(screen.getByTestId('process-done')).toBeTruthy();
  });
});
