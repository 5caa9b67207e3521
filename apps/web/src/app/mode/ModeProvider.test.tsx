import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { ModeProvider } from './ModeProvider.tsx';
import { ModeRoot } from './ModeRoot.tsx';
import { useMode } from './mode-context.ts';

const fetchMock = vi.fn<typeof fetch>();
const CONFIG = {
  mode: 'local',
  cloudName: 'Argus Cloud',
  cloudHost: 'cloud.example',
  supportLink: '',
  footerLinks: [],
  features: {},
  cloudCapabilities: { developersEnabled: false },
  allowDebugMode: false,
  redirect: { page404: '', unauthorised: '' },
  newSystem: false,
};

function Readout() {
  const { mode, config } = useMode();
  return (
    <p>
      mode {mode}, config {config ? 'read' : 'missing'}
    </p>
  );
}

function renderMode(children = <Readout />) {
  return renderWithProviders(<ModeProvider fallback={<p>booting</p>}>{children}</ModeProvider>);
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('mode at boot', () => {
  it('reads webadmin_config.json once and gives its mode to the app', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, CONFIG));
    renderMode();
    expect(screen.getByText('booting')).toBeTruthy();
    expect(await screen.findByText('mode local, config read')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/static/customization/webadmin_config.json');
  });

  it.each([
    ['missing', () => jsonResponse(404, { error: '9', errorId: 'notFound' })],
    ['unreadable', () => jsonResponse(200, { mode: 'somewhere' })],
  ])('falls back to local mode when the file is %s', async (_name, reply) => {
    fetchMock.mockImplementation(async () => reply());
    renderMode();
    expect(await screen.findByText('mode local, config missing')).toBeTruthy();
  });

  it('cloud mode mounts the portal of the cloud that served the app', async () => {
    window.history.replaceState(null, '', '/');
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/account'
        ? jsonResponse(200, { is_authenticated: false })
        : jsonResponse(200, { ...CONFIG, mode: 'cloud' }),
    );
    renderMode(<ModeRoot />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Argus Cloud' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/account');
  });
});
