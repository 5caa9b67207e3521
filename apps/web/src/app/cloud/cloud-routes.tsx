import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RouteError } from '../../features/errors/RouteError.tsx';
import { Preloader } from '../../ui/Preloader.tsx';
import { lazyPage } from '../routing/lazy-page.tsx';
import { healthReportRoutes, systemRoutes } from '../system-routes.tsx';
import { portalAccessGuard } from './access-guard.ts';
import AccountGuard from './guards/AccountGuard.tsx';
import PortalShell from './shell/PortalShell.tsx';

const PORTAL = ['portal'];
const ACCOUNT = ['portal', 'cloudAccount', 'account'];
const SYSTEMS = ['portal', 'cloudSystems', 'cloudTransfer'];

/** Pages with two addresses are one page: the second address keeps it mounted. */
const activatePage = lazyPage(() => import('../../features/cloud/registration/ActivatePage.tsx'), {
  namespaces: ACCOUNT,
});
const restorePage = lazyPage(() => import('../../features/cloud/registration/RestorePasswordPage.tsx'), {
  namespaces: ACCOUNT,
});
const authorizePage = lazyPage(() => import('../../features/cloud/auth/AuthorizePage.tsx'), {
  namespaces: ACCOUNT,
});
const registerPage = lazyPage(() => import('../../features/cloud/registration/RegisterPage.tsx'), {
  namespaces: ACCOUNT,
});
const notFoundPage = lazyPage(() => import('../../features/errors/NotFoundPage.tsx'));

/**
 * The cloud portal's routes (spec 000 §2 "Cloud portal routes"), every page lazy. Public pages (the landing,
 * registration, activation, password reset, authorization, error pages) sit beside the account guard; the
 * account's pages and its systems sit behind it. /activate/<code> and /restore_password/<code> (the e-mails'
 * links) never render: the access guard moves them to /authorize/… with a reload.
 */
export const cloudRoutes: RouteObject[] = [
  {
    path: '/',
    loader: portalAccessGuard,
    HydrateFallback: () => <Preloader />,
    element: <PortalShell />,
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('../../features/cloud/landing/LandingPage.tsx'), {
              namespaces: PORTAL,
            }),
          },
          { path: 'register', lazy: registerPage },
          { path: 'authorize/register', lazy: registerPage },
          {
            path: 'register/success',
            lazy: lazyPage(() => import('../../features/cloud/registration/RegisterSuccessPage.tsx'), {
              namespaces: ACCOUNT,
            }),
          },
          { path: 'activate', lazy: activatePage },
          { path: 'authorize/activate/:code', lazy: activatePage },
          { path: 'restore_password', lazy: restorePage },
          { path: 'authorize/restore_password/:code', lazy: restorePage },
          { path: 'authorize', lazy: authorizePage },
          { path: 'cloud-authorize', lazy: authorizePage },
          {
            element: <AccountGuard />,
            children: [
              {
                path: 'account',
                lazy: lazyPage(() => import('../../features/cloud/account/AccountSettingsPage.tsx'), {
                  namespaces: ACCOUNT,
                }),
              },
              {
                path: 'account/password',
                lazy: lazyPage(() => import('../../features/cloud/account/ChangePasswordPage.tsx'), {
                  namespaces: ACCOUNT,
                }),
              },
              {
                path: 'account/security',
                lazy: lazyPage(() => import('../../features/cloud/account/SecurityPage.tsx'), {
                  namespaces: ACCOUNT,
                }),
              },
              ...healthReportRoutes(),
              {
                // Embedding (spec 000 §2): the system's View in preview mode (header and footer hidden).
                path: 'embed/:systemId',
                loader: ({ params }) =>
                  redirect(`/systems/${encodeURIComponent(params.systemId ?? '')}/view?adminPreview=true`),
              },
              {
                // One camera of it (`/embed/{systemId}/{cameraId}`), as local mode's embed route opens it.
                path: 'embed/:systemId/:cameraId',
                loader: ({ params }) =>
                  redirect(
                    `/systems/${encodeURIComponent(params.systemId ?? '')}/view/${encodeURIComponent(params.cameraId ?? '')}?adminPreview=true`,
                  ),
              },
              {
                path: 'systems',
                lazy: lazyPage(() => import('../../features/cloud/systems/SystemsPage.tsx'), {
                  namespaces: SYSTEMS,
                }),
              },
              {
                // The system's header, menu node and cloud actions around its own pages: local mode's
                // (`systemRoutes`) through the cloud's relay, Users with the cloud's 2FA card above it (and,
                // offline, the cloud's Share System page: `SystemArea`). Pages the portal does not have yet
                // say so.
                path: 'systems/:systemId',
                lazy: lazyPage(() => import('../../features/cloud/systems/SystemPage.tsx'), {
                  namespaces: SYSTEMS,
                }),
                children: [
                  ...systemRoutes({
                    usersPage: {
                      load: () => import('../../features/cloud/systems/PortalUsersPage.tsx'),
                      namespaces: SYSTEMS,
                    },
                  }),
                  {
                    path: '*',
                    lazy: lazyPage(() => import('../../features/cloud/systems/SystemPageMissing.tsx'), {
                      namespaces: SYSTEMS,
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: '503',
            lazy: lazyPage(() => import('../../features/cloud/errors/CloudUnavailablePage.tsx')),
          },
          { path: '500', lazy: lazyPage(() => import('../../features/errors/ServerErrorPage.tsx')) },
          {
            path: 'browser',
            lazy: lazyPage(() => import('../../features/errors/UnsupportedBrowserPage.tsx')),
          },
          { path: '404', lazy: notFoundPage },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

export function createCloudRouter() {
  return createBrowserRouter(cloudRoutes);
}
