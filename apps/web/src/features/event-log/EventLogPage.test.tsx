import { PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import type { EventLogRecord, UserModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, renderPage, stubServer } from '../../../test/fake-media-server.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import EventLogPage from './EventLogPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const OK = { error: '0', errorId: 'ok', errorString: '' };
const ADVANCED_VIEWER: UserModel = {
  ...ADMIN_USER,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'eve',
  isOwner: false,
  userRoleId: PREDEFINED_ROLES[2]!.id,
  permissions: PERMISSION_PRESETS.advancedViewer,
};

const record = (usec: number, caption: string): EventLogRecord => ({
  actionType: 'showPopupAction',
  actionParams: { text: caption },
  eventParams: {
    eventType: 'userDefinedEvent',
    eventTimestampUsec: String(usec),
    eventResourceId: '',
    resourceName: 'Door',
    sourceServerId: '',
    reasonCode: 'none',
    caption,
    description: '',
  },
  businessRuleId: 'r1',
  aggregationCount: 1,
});

function setup(user: UserModel, records: EventLogRecord[]) {
  const queries: URLSearchParams[] = [];
  const calls = stubServer({
    ...loggedInAs(user),
    'GET /api/getEvents': () => jsonResponse(200, { ...OK, reply: records }),
    'GET /rest/v1/devices': () => jsonResponse(200, []),
    'GET /ec2/getEventRules': () => jsonResponse(200, []),
  });
  const fetchStub = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/getEvents') queries.push(url.searchParams);
    return fetchStub(input, init);
  });
  renderPage(<EventLogPage />, '/settings/event-log');
  return { calls, queries };
}

afterEach(() => vi.unstubAllGlobals());

describe('event log page', () => {
  it('lists the newest first and asks again with the filters chosen', async () => {
    const { queries } = setup(ADMIN_USER, [record(1_000_000, 'older'), record(2_000_000, 'newer')]);
    const table = await screen.findByRole('table', { name: 'Event log' });
    const rows = within(table).getAllByTestId('event-log-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual(['newer', 'older']);
    expect(queries[0]?.get('from')).not.toBeNull();
    const action = screen.getAllByLabelText('Action')[0]!;
    fireEvent.click(action);
    fireEvent.change(action, { target: { value: 'Send e' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Send e-mail', hidden: true }));
    await waitFor(() => expect(queries.some((q) => q.get('action_type') === 'sendMailAction')).toBe(true));
    expect(screen.getAllByLabelText('Rule').length).toBeGreaterThan(0);
  });

  it('shows the empty state, and no rule filter to a log viewer who does not administer', async () => {
    const { calls } = setup(ADVANCED_VIEWER, []);
    expect(await screen.findByTestId('event-log-empty')).toBeTruthy();
    expect(screen.queryAllByLabelText('Rule')).toEqual([]);
    expect(calls.some((c) => c.path === '/ec2/getEventRules')).toBe(false);
  });
});
