import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RouteError } from '../features/errors/RouteError.tsx';

/**
 * Web admin routes (spec 000 §2), all lazy. Legacy paths map to their new homes; anything else is 404.
 * Guards are layout routes.
 */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const LEGACY_REDIRECTS: Record<string, string> = {
  '/developers': '/api-tool',
  '/advanced': '/settings/advanced',
  '/settings/server': '/settings/servers',
  '/settings/system': '/settings',
  '/info': '/health',
};

export const SUPPORT_URL = 'https://github.com/argus-vms/argus/issues';

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyPage(() => import('./shell/Shell.tsx')),
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/settings') },
      ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({ path: from, loader: () => redirect(to) })),
      {
        path: 'help',
        loader: () => {
          window.location.replace(SUPPORT_URL);
          return null;
        },
      },
      {
        lazy: lazyPage(() => import('./guards/AuthorizedGuard.tsx')),
        children: [
          {
            path: 'settings',
            lazy: lazyPage(() => import('../features/settings/SettingsLayout.tsx')),
            children: [
              { index: true, lazy: lazyPage(() => import('../features/settings/general/GeneralPage.tsx')) },
              {
                lazy: lazyPage(() => import('./guards/UsersGuard.tsx')),
                children: [
                  { path: 'users', lazy: lazyPage(() => import('../features/settings/users/UsersPage.tsx')) },
                  {
                    path: 'users/:id',
                    lazy: lazyPage(() => import('../features/settings/users/UsersPage.tsx')),
                  },
                ],
              },
              {
                lazy: lazyPage(() => import('./guards/AdminGuard.tsx')),
                children: [
                  {
                    path: 'advanced',
                    lazy: lazyPage(() => import('../features/settings/advanced/AdvancedPage.tsx')),
                  },
                  {
                    path: 'servers',
                    lazy: lazyPage(() => import('../features/settings/servers/ServersPage.tsx')),
                  },
                  {
                    path: 'servers/:id',
                    lazy: lazyPage(() => import('../features/settings/servers/ServersPage.tsx')),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: 'browser', lazy: lazyPage(() => import('../features/errors/UnsupportedBrowserPage.tsx')) },
      { path: '500', lazy: lazyPage(() => import('../features/errors/ServerErrorPage.tsx')) },
      { path: '404', lazy: lazyPage(() => import('../features/errors/NotFoundPage.tsx')) },
      { path: '*', lazy: lazyPage(() => import('../features/errors/NotFoundPage.tsx')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
