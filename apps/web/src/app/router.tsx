import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { accessGuardRedirect } from '../features/auth/next-target.ts';
import { RouteError } from '../features/errors/RouteError.tsx';
import { Preloader } from '../ui/Preloader.tsx';
import AuthorizedGuard from './guards/AuthorizedGuard.tsx';
import { SUPPORT_URL } from './links.ts';
import { lazyPage } from './routing/lazy-page.tsx';
import Shell from './shell/Shell.tsx';

/**
 * Web admin routes (spec 000 §2). Legacy paths map to their new homes; anything else is 404. Guards are
 * layout routes. The shell and the login guard are part of the first download (every page needs them, and
 * loading them lazily would add a round trip before the login page); the pages load lazily (`lazyPage`), and
 * a page that fails to load or render shows its error inside the shell, which stays (header, banner).
 */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/developers': '/api-tool',
  '/advanced': '/settings/advanced',
  '/settings/server': '/settings/servers',
  '/settings/system': '/settings',
  '/info': '/health',
};

export { SUPPORT_URL };

/** Access guard (spec 000 §2): /activate/ and /restore_password/ addresses go to /authorize + the URL. */
function accessGuard({ request }: { request: Request }) {
  const url = new URL(request.url);
  const target = accessGuardRedirect(url.pathname, url.search, url.hash);
  if (target) window.location.replace(target);
  return null;
}

/**
 * Pages with two addresses (a list, and the list with one item open) are one page: opening an item keeps the
 * page mounted instead of loading and mounting it again.
 */
const viewPage = lazyPage(() => import('../features/view/ViewPage.tsx'), { namespaces: ['view', 'cameras'] });
const usersPage = lazyPage(() => import('../features/settings/users/UsersPage.tsx'), {
  namespaces: ['users'],
  prefetch: (context) =>
    import('../features/settings/users/users.api.ts').then((m) => m.prefetchUsers(context)),
});
const serversPage = lazyPage(() => import('../features/settings/servers/ServersPage.tsx'), {
  namespaces: ['servers'],
});

export const routes: RouteObject[] = [
  {
    path: '/',
    loader: accessGuard,
    // The router resolves the first location (this loader) before the shell renders.
    HydrateFallback: () => <Preloader />,
    element: <Shell />,
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
            path: from,
            loader: () => redirect(to),
          })),
          {
            path: 'help',
            loader: () => {
              window.location.replace(SUPPORT_URL);
              return null;
            },
          },
          {
            element: <AuthorizedGuard />,
            children: [
              // Logged out: the login modal here; logged in: each user's landing (lazy: the login page's first
              // download carries no permission rules).
              { index: true, lazy: lazyPage(() => import('./guards/LandingRedirect.tsx')) },
              { path: 'view', lazy: viewPage },
              { path: 'view/:cameraId', lazy: viewPage },
              {
                path: 'settings',
                lazy: lazyPage(() => import('../features/settings/SettingsLayout.tsx'), {
                  namespaces: ['settings'],
                }),
                children: [
                  {
                    index: true,
                    lazy: lazyPage(() => import('../features/settings/SettingsHomePage.tsx')),
                  },
                  {
                    lazy: lazyPage(() => import('./guards/SettingsTabGuard.tsx')),
                    children: [
                      {
                        path: 'cameras',
                        lazy: lazyPage(() => import('../features/cameras/CamerasPage.tsx'), {
                          namespaces: ['cameras'],
                          prefetch: (context) =>
                            import('../features/cameras/cameras.api.ts').then((m) =>
                              m.prefetchCameraList(context),
                            ),
                        }),
                      },
                      {
                        path: 'cameras/:id',
                        lazy: lazyPage(() => import('../features/cameras/detail/CameraDetailPage.tsx'), {
                          namespaces: ['cameras'],
                        }),
                      },
                      { path: 'users', lazy: usersPage },
                      { path: 'users/:id', lazy: usersPage },
                      {
                        path: 'advanced',
                        lazy: lazyPage(() => import('../features/settings/advanced/AdvancedPage.tsx')),
                      },
                      { path: 'servers', lazy: serversPage },
                      { path: 'servers/:id', lazy: serversPage },
                      {
                        path: 'storages',
                        lazy: lazyPage(() => import('../features/storages/StorageLocationsPage.tsx'), {
                          namespaces: ['storages'],
                        }),
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
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
