import { PERMISSION_PRESETS, type UserModel } from '@argus/contract';
import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';

/** Test-only helpers for the settings pages: a fake media server (fetch stub) and a data router. */

// Whole pages render slowly in jsdom on a loaded machine; waiting for a condition may take a few seconds.
configure({ asyncUtilTimeout: 5000 });

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export type FakeRoutes = Record<string, (call: FakeCall) => Response | Promise<Response>>;

/** Stubs fetch: routes are keyed `METHOD /path` (query ignored); every call is recorded. */
export function stubServer(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler
      ? handler(call)
      : jsonResponse(404, { error: '9', errorId: 'notFound', errorString: 'Not found.' });
  });
  return calls;
}

export const ADMIN_USER: UserModel = {
  id: '99cbc715-539b-4bfe-856f-799b45b69b1e',
  name: 'admin',
  type: 'local',
  fullName: '',
  email: '',
  isOwner: true,
  permissions: PERMISSION_PRESETS.owner,
  accessibleResources: [],
  isEnabled: true,
  isHttpDigestEnabled: false,
  userRoleId: '00000000-0000-0000-0000-000000000000',
};

/** Routes that make `user` the logged-in user. */
export function loggedInAs(user: UserModel): FakeRoutes {
  return {
    'GET /rest/v1/login/sessions/current': () =>
      jsonResponse(200, { username: user.name, token: 'vms-x', ageS: 1, expiresInS: 1000 }),
    [`GET /rest/v1/users/${user.name}`]: () => jsonResponse(200, user),
  };
}

/** Renders a page at `path` in a memory data router (needed by the unsaved-changes lock). */
export function renderPage(page: ReactElement, path = '/page') {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** A fake settings API for `user`: the manifest, the values, and a PATCH that echoes the merged values. */
export function stubSettingsServer(
  user: UserModel,
  manifest: Record<string, unknown>,
  values: Record<string, unknown>,
): FakeCall[] {
  return stubServer({
    ...loggedInAs(user),
    'GET /rest/v1/system/settingsManifest': () => jsonResponse(200, manifest),
    'GET /rest/v1/system/settings': () => jsonResponse(200, values),
    'PATCH /rest/v1/system/settings': ({ body }) => jsonResponse(200, { ...values, ...(body as object) }),
  });
}
