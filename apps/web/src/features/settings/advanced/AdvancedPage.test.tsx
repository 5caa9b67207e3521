import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@uiw/react-codemirror';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, renderPage, stubSettingsServer } from '../../../../test/fake-media-server.tsx';
import AdvancedPage from './AdvancedPage.tsx';

// Page tests render the whole page with Mantine in jsdom, which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// CodeMirror measures text ranges, which jsdom does not lay out.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const entry = (
  label: string,
  type: string,
  flags: Partial<Record<'isReadOnly' | 'isWriteOnly' | 'isOwnerOnly', boolean>> = {},
) => ({
  label,
  type,
  isReadOnly: false,
  isWriteOnly: false,
  isOwnerOnly: false,
  ...flags,
});

const MANIFEST = {
  auditTrailEnabled: entry('Audit trail', 'Bool'),
  ec2AliveUpdateIntervalSec: entry('Server alive interval (s)', 'Double'),
  smtpHost: entry('SMTP server', 'String'),
  smtpPassword: entry('SMTP password', 'String', { isWriteOnly: true }),
  localSystemId: entry('Local system id', 'String', { isReadOnly: true }),
  watermarkSettings: entry('Watermark', 'Object'),
};
const WATERMARK = { useWatermark: false, frequency: 0.5, opacity: 0.3 };
const VALUES = {
  auditTrailEnabled: true,
  ec2AliveUpdateIntervalSec: 60,
  smtpHost: 'mail.example.com',
  localSystemId: '5a3c9a1e-7f0b-4c55-9d2e-0f7e0a1b2c3d',
  watermarkSettings: WATERMARK,
};

function setup() {
  return stubSettingsServer(ADMIN_USER, MANIFEST, VALUES);
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search settings' });

/** The CodeMirror view of a JSON setting, once its lazily loaded editor is on the page. */
async function jsonEditor(name: string): Promise<EditorView> {
  const field = await screen.findByTestId(`json-${name}`);
  const content = await waitFor(() => {
    const found = field.querySelector<HTMLElement>('.cm-content');
    if (!found) throw new Error('the editor has not loaded');
    return found;
  });
  return EditorView.findFromDOM(content)!;
}

function typeInto(view: EditorView, text: string) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

afterEach(() => vi.unstubAllGlobals());

describe('advanced settings', () => {
  it('shows each setting with its human label, description and editor, grouped by area', async () => {
    setup();
    renderPage(<AdvancedPage />);
    const audit = (await screen.findByLabelText('Audit trail')) as HTMLInputElement;
    expect(audit.type).toBe('checkbox');
    expect(audit.checked).toBe(true);
    expect(screen.getByText('Record user actions in the audit trail.')).toBeTruthy();
    expect((screen.getByLabelText('Server alive interval (seconds)') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('SMTP server') as HTMLInputElement).value).toBe('mail.example.com');
    const password = screen.getByLabelText('SMTP password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe('');
    expect(screen.getByTestId('static-localSystemId').textContent).toBe(VALUES.localSystemId);
    expect(screen.getByText(/at least 10% above the keep-alive timeout/)).toBeTruthy();

    const areas = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(areas).toEqual([
      'System',
      'Network & discovery',
      'E-mail',
      'Video & cameras',
      'Logging & statistics',
    ]);
    const email = screen.getByRole('region', { name: 'E-mail' });
    expect(within(email).getByLabelText('SMTP server')).toBeTruthy();
    expect(within(email).getByLabelText('SMTP password')).toBeTruthy();
    expect(screen.getByText('6 settings')).toBeTruthy();
  });

  it('filters as you type by label, name or description, and says when nothing matches', async () => {
    setup();
    renderPage(<AdvancedPage />);
    await screen.findByLabelText('Audit trail');
    fireEvent.change(searchBox(), { target: { value: 'outgoing mail' } });
    await waitFor(() => expect(screen.queryByLabelText('Audit trail')).toBeNull());
    expect(screen.getByLabelText('SMTP server')).toBeTruthy();
    expect(screen.getByLabelText('SMTP password')).toBeTruthy();
    expect(screen.getByText('2 of 6 settings match')).toBeTruthy();

    fireEvent.change(searchBox(), { target: { value: 'ec2Alive' } });
    await waitFor(() => expect(screen.queryByLabelText('SMTP server')).toBeNull());
    expect(screen.getByLabelText('Server alive interval (seconds)')).toBeTruthy();

    fireEvent.change(searchBox(), { target: { value: 'nothing-like-this' } });
    await screen.findByText('No settings match “nothing-like-this”.');
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    await screen.findByLabelText('Audit trail');
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('"/" moves the focus to the search', async () => {
    setup();
    renderPage(<AdvancedPage />);
    await screen.findByLabelText('Audit trail');
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(searchBox());
  });

  it('saves only the changed values with one PATCH', async () => {
    const calls = setup();
    renderPage(<AdvancedPage />);
    fireEvent.click(await screen.findByLabelText('Audit trail'));
    fireEvent.change(screen.getByLabelText('SMTP server'), { target: { value: 'smtp.example.org' } });
    expect(screen.getByText('Page contains unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toEqual([
      {
        method: 'PATCH',
        path: '/rest/v1/system/settings',
        body: { auditTrailEnabled: false, smtpHost: 'smtp.example.org' },
      },
    ]);
  });

  it('an invalid number blocks saving', async () => {
    setup();
    renderPage(<AdvancedPage />);
    const alive = await screen.findByLabelText('Server alive interval (seconds)');
    fireEvent.change(alive, { target: { value: '5000' } });
    await waitFor(() => expect(screen.getByText('Enter a value from 1 to 3600')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('edits an object setting as formatted JSON; invalid JSON or a wrong shape blocks saving', async () => {
    const calls = setup();
    renderPage(<AdvancedPage />);
    const view = await jsonEditor('watermarkSettings');
    expect(view.state.doc.toString()).toBe(JSON.stringify(WATERMARK, null, 2));
    const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

    typeInto(view, '{"useWatermark": true,');
    await screen.findByText(/This is not valid JSON/);
    expect(save().disabled).toBe(true);

    typeInto(view, '[1, 2]');
    await screen.findByText('Enter a JSON object: { … }.');
    expect(save().disabled).toBe(true);

    typeInto(view, '{"useWatermark": true, "opacity": 7}');
    await screen.findByText(/This value does not fit the setting/);
    expect(save().disabled).toBe(true);

    typeInto(view, '{"useWatermark": true, "frequency": 0.5, "opacity": 0.8}');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await screen.findByText('No unsaved changes');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      watermarkSettings: { useWatermark: true, frequency: 0.5, opacity: 0.8 },
    });
  });

  it('names a setting at fault that the search hides, and leads back to it', async () => {
    setup();
    renderPage(<AdvancedPage />);
    typeInto(await jsonEditor('watermarkSettings'), '{ broken');
    await screen.findByText(/This is not valid JSON/);
    fireEvent.change(searchBox(), { target: { value: 'smtp' } });
    const text = await screen.findByText('Save is blocked by a setting the search hides: Watermark.');
    const notice = text.closest<HTMLElement>('[role="alert"]')!;
    fireEvent.click(within(notice).getByRole('button', { name: 'Clear search' }));
    await screen.findByTestId('json-watermarkSettings');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('discarding puts the saved JSON back, formatted', async () => {
    setup();
    renderPage(<AdvancedPage />);
    const view = await jsonEditor('watermarkSettings');
    typeInto(view, '{ broken');
    await screen.findByText(/This is not valid JSON/);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText('No unsaved changes');
    await waitFor(() => expect(view.state.doc.toString()).toBe(JSON.stringify(WATERMARK, null, 2)));
  });
});
