import type { RoleGrant } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { OWNER, ownSession } from './media-server-fixtures.ts';
import { jsonResponse, renderWithProviders } from './render.tsx';

/** A fake media server for page tests (a fetch stub that records every call) and a data router. */

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

/** The owner of the test system. */
export const ADMIN_USER: UserModel = OWNER;

/** Routes that make `user` the logged-in user, with the access the server computes for it. */
export function loggedInAs(user: UserModel, customRoles: readonly RoleGrant[] = []): FakeRoutes {
  return {
    'GET /rest/v1/login/sessions/current': () => jsonResponse(200, ownSession(user, customRoles)),
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
