import type { EventRule } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, stubServer } from '../../../test/fake-media-server.tsx';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import EventRulesPage from './EventRulesPage.tsx';

vi.setConfig({ testTimeout: 30_000 });

const rule = (id: string, patch: Partial<EventRule>): EventRule => ({
  id,
  eventType: 'userDefinedEvent',
  eventResourceIds: [],
  eventCondition: '{}',
  eventState: 'Undefined',
  actionType: 'showPopupAction',
  actionResourceIds: [],
  actionParams: '{"allUsers":true}',
  aggregationPeriod: 0,
  disabled: false,
  comment: '',
  schedule: '',
  system: false,
  ...patch,
});

const MAIL = rule('11111111-1111-4111-8111-111111111111', {
  eventType: 'cameraDisconnectEvent',
  actionType: 'sendMailAction',
  actionParams: '{"emailAddress":"ops@example.com"}',
  comment: 'Night shift',
});
const POPUP = rule('22222222-2222-4222-8222-222222222222', { schedule: '0000000000ffffff' });
const OK = { error: '0', errorId: 'ok', errorString: '' };

function setup(rules: EventRule[] = [MAIL, POPUP], path = '/settings/event-rules') {
  let list = rules;
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /ec2/getEventRules': () => jsonResponse(200, list),
    'POST /ec2/saveEventRule': ({ body }) => {
      const saved = { ...rule('33333333-3333-4333-8333-333333333333', {}), ...(body as Partial<EventRule>) };
      list = list.some((r) => r.id === saved.id)
        ? list.map((r) => (r.id === saved.id ? saved : r))
        : [...list, saved];
      return jsonResponse(200, saved);
    },
    'POST /ec2/removeEventRule': ({ body }) => {
      list = list.filter((r) => r.id !== (body as { id: string }).id);
      return jsonResponse(200, body);
    },
    'POST /api/testEventAction': () =>
      jsonResponse(200, { ...OK, reply: { ok: false, message: 'SMTP refused' } }),
    'GET /rest/v1/devices': () => jsonResponse(200, []),
    'GET /rest/v1/users': () => jsonResponse(200, [ADMIN_USER]),
    'GET /rest/v1/userRoles': () => jsonResponse(200, []),
  });
  const router = createMemoryRouter(
    [
      { path: '/settings/event-rules', element: <EventRulesPage /> },
      { path: '/settings/event-rules/:id', element: <EventRulesPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('event rules page', () => {
  it('lists rules as a person reads them and filters them by search', async () => {
    setup();
    const row = await screen.findByTestId(`event-rule-${MAIL.id}`);
    expect(within(row).getByText('Camera disconnected')).toBeTruthy();
    expect(within(row).getByText('Send e-mail')).toBeTruthy();
    expect(within(row).getByText('ops@example.com')).toBeTruthy();
    expect(within(row).getByText('Any camera')).toBeTruthy();
    expect(within(row).getByText('Always')).toBeTruthy();
    const popup = screen.getByTestId(`event-rule-${POPUP.id}`);
    expect(within(popup).getByText('24 hours a week')).toBeTruthy();
    expect(within(popup).getByText('All users')).toBeTruthy();
    expect(screen.getByTestId('event-rules-count').textContent).toBe('2 rules');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rules' }), {
      target: { value: 'night E-MAIL' },
    });
    await waitFor(() => expect(screen.queryByTestId(`event-rule-${POPUP.id}`)).toBeNull());
    expect(screen.getByTestId(`event-rule-${MAIL.id}`)).toBeTruthy();
    expect(screen.getByTestId('event-rules-count').textContent).toBe('1 of 2 rules');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rules' }), {
      target: { value: 'nothing' },
    });
    expect(await screen.findByText('No rules match “nothing”.')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText('There are no event rules yet.')).toBeTruthy();
  });

  it('turns a rule off from its switch (saving it) and deletes one after confirmation', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('switch', { name: 'Camera disconnected: rule on' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/ec2/saveEventRule')).toBe(true));
    expect(calls.find((c) => c.path === '/ec2/saveEventRule')?.body).toMatchObject({
      id: MAIL.id,
      disabled: true,
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Camera disconnected: rule on' }) as HTMLInputElement).checked,
      ).toBe(false),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete rule “Generic event”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rule?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId(`event-rule-${POPUP.id}`)).toBeNull());
    expect(calls.find((c) => c.path === '/ec2/removeEventRule')?.body).toEqual({ id: POPUP.id });
  });

  it('the editor names what is wrong, tests an e-mail action and saves the schedule painted on the grid', async () => {
    const { calls } = setup([MAIL], `/settings/event-rules/${MAIL.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Edit rule' });
    const address = within(drawer).getByLabelText(/^E-mail addresses/);
    fireEvent.change(address, { target: { value: 'ops@example.com; not-an-address' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('“not-an-address” is not a valid e-mail address.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/ec2/saveEventRule')).toBe(false);

    fireEvent.change(address, { target: { value: 'ops@example.com' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Test this action' }));
    expect((await within(drawer).findByTestId('rule-test-result')).textContent).toBe(
      'Test failed: SMTP refused',
    );

    // Monday 00:00–01:59 off, from the keyboard.
    const grid = within(drawer).getByRole('grid', { name: 'Schedule' });
    fireEvent.keyDown(grid, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'Delete' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/ec2/saveEventRule')).toBe(true));
    const saved = calls.find((c) => c.path === '/ec2/saveEventRule')?.body as EventRule;
    expect(saved).toMatchObject({ id: MAIL.id, actionType: 'sendMailAction', comment: 'Night shift' });
    expect(saved.schedule).toBe('3fffffffffffffffffffffffffffffffffffffffff');
    expect(JSON.parse(saved.actionParams)).toMatchObject({ emailAddress: 'ops@example.com' });
    expect(calls.find((c) => c.path === '/api/testEventAction')?.body).toMatchObject({
      actionType: 'sendMailAction',
    });
  });
});
