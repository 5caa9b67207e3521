import { DIAGNOSTICS_ERROR_CODES, type DiagnosticsStep } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ok = { error: '0', errorId: 'ok', errorString: '' };
const step = (el: HTMLElement, name: DiagnosticsStep) =>
  el.querySelector(`[data-testid="diagnostics-step"][data-step="${name}"]`) as HTMLElement;

describe('diagnostics', () => {
  it('skips the steps after a failure, and a refused login points to the Credentials button', async () => {
    // Replies by step: the server passes, the camera refuses the login.
    const replies: Record<string, object> = {
      mediaServerAvailability: { errorCode: 0, errorParams: [], errorMessage: '' },
      cameraAvailability: {
        errorCode: DIAGNOSTICS_ERROR_CODES.notAuthorised,
        errorParams: ['rtsp://10.0.0.5:554/stream'],
        errorMessage: 'Not authorized. URL rtsp://10.0.0.5:554/stream.',
      },
    };
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const type = new URL(String(input), 'http://localhost').searchParams.get('type') ?? '';
      return jsonResponse(200, { ...ok, reply: { performedStep: type, ...replies[type] } });
    });
    const onCredentials = vi.fn();
    const { container } = renderWithProviders(
      <DiagnosticsPanel cameraId="{c}" onCredentials={onCredentials} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run diagnostics' }));
    await waitFor(() => expect(step(container, 'cameraAvailability').dataset.state).toBe('error'));
    expect(step(container, 'mediaServerAvailability').dataset.state).toBe('ok');
    for (const later of ['mediaStreamAvailability', 'mediaStreamIntegrity'] as const) {
      expect(step(container, later).dataset.state).toBe('skipped');
      expect(step(container, later).textContent).toContain('Skipped: an earlier step did not pass.');
    }
    const hint = within(step(container, 'cameraAvailability')).getByTestId('diagnostics-credentials');
    expect(hint.textContent).toContain('set its login and password with the Credentials button');
    fireEvent.click(within(hint).getByRole('button', { name: 'Credentials' }));
    expect(onCredentials).toHaveBeenCalledOnce();
  });
});
