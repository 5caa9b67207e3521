import type { ServerLogSettings } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, renderPage, stubServer } from '../../../test/fake-media-server.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import LogsPage from './LogsPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const log = (fileName: string, primaryLevel: ServerLogSettings['mainLog']['primaryLevel'] = 'info') => ({
  fileName,
  primaryLevel,
  predefinedFilters: [],
  customFilters: [],
});
const SETTINGS: ServerLogSettings = {
  id: 'server-1',
  directory: '/var/log/argus',
  maxVolumeSizeB: 262144000,
  maxFileSizeB: 10485760,
  maxFileTimePeriodS: 0,
  archivingEnabled: true,
  mainLog: log('main.log'),
  httpLog: log('http.log'),
  systemLog: log('system.log'),
};

const TEXT = [
  '{"level":50,"msg":"disk failed"}',
  '{"level":40,"msg":"slow answer"}',
  '{"level":30,"msg":"server started"}',
  '',
].join('\n');

function setup(text: string) {
  // jsdom lays nothing out: the viewer gets a height, so that the virtual list has rows in view.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /api/showLog': () => new Response(text, { status: 200, headers: { 'content-type': 'text/plain' } }),
    'GET /rest/v2/servers/this/logSettings': () => jsonResponse(200, SETTINGS),
    'PATCH /rest/v2/servers/this/logSettings': (call) =>
      jsonResponse(200, {
        ...SETTINGS,
        mainLog: { ...SETTINGS.mainLog, ...(call.body as Partial<ServerLogSettings>).mainLog },
      }),
  });
  renderPage(<LogsPage />, '/monitoring/logs');
  return calls;
}

/** Picks an option of the select labelled `label` (each select has its own list). */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label, hidden: true });
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('logs page', () => {
  it('shows the lines with their level, filters them in the browser, and sets the level written', async () => {
    const calls = setup(TEXT);
    await screen.findByText('{"level":30,"msg":"server started"}');
    const lines = () => screen.getAllByTestId('log-line').map((l) => l.getAttribute('data-level'));
    expect(lines()).toEqual(['error', 'warning', 'info']);
    expect(screen.getByTestId('log-count').textContent).toBe('3 of 3 lines');

    await choose('Show at least', 'Warnings');
    await waitFor(() => expect(lines()).toEqual(['error', 'warning']));

    await choose('Written to the file', 'Debug');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ mainLog: { primaryLevel: 'debug' } }),
    );
  });

  it('says so when the log has no lines yet', async () => {
    setup('');
    expect((await screen.findByTestId('log-empty')).textContent).toBe('No lines yet.');
  });
});
