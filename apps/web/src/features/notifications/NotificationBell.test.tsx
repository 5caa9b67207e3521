import type { Notification } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, renderPage, stubServer } from '../../../test/fake-media-server.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { withNotification } from './notifications.api.ts';

vi.setConfig({ testTimeout: 20_000 });

const note = (id: string, patch: Partial<Notification> = {}): Notification => ({
  id,
  ruleId: 'rule-1',
  eventType: 'userDefinedEvent',
  eventState: 'Undefined',
  timestampMs: Date.UTC(2026, 10, 27, 9, 30),
  resourceId: '',
  resourceName: 'Door 1',
  caption: 'Opened',
  description: '',
  text: `Check ${id}`,
  aggregationCount: 1,
  ...patch,
});

const OK = { error: '0', errorId: 'ok', errorString: '' };

function setup(initial: Notification[]) {
  let list = initial;
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /api/notifications': () => jsonResponse(200, { ...OK, reply: list }),
    'POST /api/notifications/dismiss': ({ body }) => {
      const id = (body as { id?: string }).id;
      list = id === undefined ? [] : list.filter((n) => n.id !== id);
      return jsonResponse(200, { ...OK, reply: null });
    },
  });
  renderPage(<NotificationBell />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('notifications bell', () => {
  it('counts the notifications, lists them and dismisses one, then all', async () => {
    const calls = setup([note('a'), note('b', { eventType: 'cameraMotionEvent', aggregationCount: 3 })]);
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 new' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(within(panel).getByText('Check a')).toBeTruthy();
    expect(within(panel).getByText('Motion on camera (×3)')).toBeTruthy();

    fireEvent.click(within(panel).getByLabelText('Dismiss notification: Generic event'));
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/notifications/dismiss')?.body).toEqual({ id: 'a' });
    expect(screen.getByRole('button', { name: 'Notifications: 1 new' })).toBeTruthy();

    fireEvent.click(within(panel).getByText('Dismiss all'));
    expect(await within(panel).findByText('No notifications.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/notifications/dismiss').at(-1)?.body).toEqual({});
    expect(screen.getByRole('button', { name: 'Notifications: none' })).toBeTruthy();
  });

  it('a pushed notification comes first, once', () => {
    const list = withNotification([note('a'), note('b')], note('b', { text: 'again' }));
    expect(list.map((n) => [n.id, n.text])).toEqual([
      ['b', 'again'],
      ['a', 'Check a'],
    ]);
  });
});
