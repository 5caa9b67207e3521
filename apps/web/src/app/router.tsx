import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { accessGuardRedirect } from '../features/auth/next-target.ts';
import { RouteError } from '../features/errors/RouteError.tsx';
import { Preloader } from '../ui/Preloader.tsx';
import AuthorizedGuard from './guards/AuthorizedGuard.tsx';
import { SUPPORT_URL } from './links.ts';
import { lazyPage } from './routing/lazy-page.tsx';
import { LOCAL_BASE_PATH, systemPaths } from './scope/system-paths.ts';
import Shell from './shell/Shell.tsx';
import { embedRoutes, healthReportRoutes, systemRoutes } from './system-routes.tsx';

/** The local system's addresses: the legacy paths of the local web admin lead to them. */
const local = systemPaths(LOCAL_BASE_PATH);

export const LEGACY_REDIRECTS: Record<string, string> = {
  '/developers': '/api-tool',
  '/advanced': local.settings('advanced'),
  '/settings/server': local.settings('servers'),
  '/settings/system': local.settings(),
  '/info': local.health(),
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
 * Web admin routes (spec 000 §2): local mode's one system mounted at the root (`systemRoutes`) behind the
 * login guard, beside the pages that are no system's (/browser, /500, /404). Legacy paths map to their new
 * homes; anything else is 404. Guards are layout routes. The shell and the login guard are part of the first
 * download (every page needs them, and loading them lazily would add a round trip before the login page); the
 * pages load lazily (`lazyPage`), and a page that fails to load or render shows its error inside the shell,
 * which stays (header, banner).
 */
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
            children: [...systemRoutes(), ...healthReportRoutes(), ...embedRoutes()],
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
