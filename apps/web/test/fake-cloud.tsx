import type { Account } from '@argus/contract/cloud';
import type { WebAdminConfig } from '@argus/contract/mediaserver';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import CloudPortal from '../src/app/cloud/CloudPortal.tsx';
import { ModeContext } from '../src/app/mode/mode-context.ts';
import { ToastContainer } from '../src/app/shell/ToastContainer.tsx';
import { colorSchemeManager, theme } from '../src/app/theme.ts';
import type { CloudSystem } from '../src/features/cloud/systems/systems.api.ts';
import { ACCOUNT, cloudError } from './cloud-fixtures.ts';
import { jsonResponse } from './render.tsx';

/** A fake cloud for portal tests: a fetch stub that answers by `METHOD /path` and records every call. */

export interface CloudCall {
  /** The host asked: the portal's (`localhost`), or a system's relay (`<systemId>.relay.localhost:7080`). */
  host: string;
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
}

export type CloudRoutes = Record<string, (call: CloudCall) => Response | Promise<Response>>;

/**
 * Stubs fetch with the cloud's routes; anything else answers the cloud's 404. `relay` answers the requests
 * to a system's relay host (`*.relay.*`), keyed `METHOD /path` too; what it lacks answers the media server's
 * 404. Without it, relay requests go to `routes` like any other.
 */
export function stubCloud(routes: CloudRoutes, relay?: CloudRoutes): CloudCall[] {
  const calls: CloudCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = {
      host: url.host,
      method,
      path: url.pathname,
      search: url.search,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    if (relay && url.host.includes('.relay.')) {
      const relayed = relay[`${method} ${url.pathname}`];
      return relayed
        ? relayed(call)
        : jsonResponse(404, { error: '9', errorId: 'notFound', errorString: 'Not found.' });
    }
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : cloudError('notFound', 'Not found');
  });
  return calls;
}

export function cloudSystem(overrides: Partial<CloudSystem> = {}): CloudSystem {
  return {
    id: '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90',
    name: 'Warehouse',
    ownerAccountEmail: ACCOUNT.email,
    ownerFullName: 'Ada Lovelace',
    accessRole: 'owner',
    version: '5.1.6.39000',
    status: 'activated',
    stateOfHealth: 'online',
    ownerAccountId: '0b7c1f3e-5d2a-4e8f-9c6b-1a2b3c4d5e6f',
    sharingPermissions: [],
    customization: 'default',
    system2faEnabled: false,
    capabilities: {},
    usageFrequency: 0,
    lastLoginTime: '',
    registrationTime: '2026-01-01T00:00:00.000Z',
    systemSequence: 1,
    opaque: '',
    cloudConnectionSubscriptionStatus: false,
    ...overrides,
  };
}

/** The account probe: `account` is logged in, or nobody (null). */
export function accountProbe(account: Account | null): CloudRoutes {
  return {
    'GET /api/account': () => jsonResponse(200, account ?? { is_authenticated: false }),
  };
}

export const CLOUD_CONFIG: WebAdminConfig = {
  mode: 'cloud',
  cloudName: 'Argus Cloud',
  cloudHost: 'cloud.example',
  supportLink: '',
  footerLinks: [{ display_name: 'Privacy', url: 'https://cloud.example/privacy', new_window: true }],
  features: {},
  cloudCapabilities: { developersEnabled: false },
  allowDebugMode: false,
  redirect: { page404: '', unauthorised: '' },
  newSystem: false,
};

/** Renders the portal at `path` with the app's providers and its toast container, as cloud mode does. */
export function renderPortal(path: string, config: WebAdminConfig = CLOUD_CONFIG) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
        <QueryClientProvider client={queryClient}>
          <ToastContainer />
          <ModeContext.Provider value={{ mode: 'cloud', config }}>
            <CloudPortal />
          </ModeContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

/**
 * Opens the system page's "System actions" menu and answers it. In jsdom the dropdown gets display: none right
 * after it has shown; its items stay in the document (hence `hidden: true`).
 */
export async function openSystemActions(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'System actions' }));
  return screen.findByRole('menu', { hidden: true });
}

/** Clicks one item of the system page's "System actions" menu. */
export async function chooseSystemAction(name: string): Promise<void> {
  const menu = await openSystemActions();
  fireEvent.click(await within(menu).findByRole('menuitem', { name, hidden: true }));
}

/** The names of the items of the system page's "System actions" menu, which it closes again. */
export async function systemActionNames(): Promise<string[]> {
  const menu = await openSystemActions();
  const items = await within(menu).findAllByRole('menuitem', { hidden: true });
  fireEvent.keyDown(menu, { key: 'Escape' });
  return items.map((item) => item.textContent ?? '');
}
