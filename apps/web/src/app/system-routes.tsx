import type { RouteObject } from 'react-router';
import { lazyPage } from './routing/lazy-page.tsx';
import { SYSTEM_PAGE_SEGMENTS as PAGE, SETTINGS_TAB_SEGMENTS as TAB } from './scope/system-paths.ts';

/**
 * One system's pages (spec 000 §2 "System sub-pages"), as routes with paths relative to wherever they are
 * mounted: at / in local mode (`router.tsx`), under /systems/:systemId in cloud mode. Their segments are the
 * ones `systemPaths` builds links from. They expect a logged-in user and the system's scope above them.
 *
 * Pages with two addresses (a list, and the list with one item open) are one page: opening an item keeps the
 * page mounted instead of loading and mounting it again.
 *
 * Without `mediaServerUsers`, the Users tab is left to the caller: the cloud portal has its own there (the
 * system's cloud users and their shares, cloud-api §5.6), which works through the cloud, offline systems too.
 */
export function systemRoutes({
  mediaServerUsers = true,
}: {
  mediaServerUsers?: boolean;
} = {}): RouteObject[] {
  const viewPage = lazyPage(() => import('../features/view/ViewPage.tsx'), {
    namespaces: ['view', 'cameras'],
  });
  const mediaServerUsersPage = lazyPage(() => import('../features/settings/users/UsersPage.tsx'), {
    namespaces: ['users'],
    prefetch: (context) =>
      import('../features/settings/users/users.api.ts').then((m) => m.prefetchUsers(context)),
  });
  const serversPage = lazyPage(() => import('../features/settings/servers/ServersPage.tsx'), {
    namespaces: ['servers'],
  });
  const eventRulesPage = lazyPage(() => import('../features/event-rules/EventRulesPage.tsx'), {
    namespaces: ['eventRules'],
  });
  return [
    // Logged out: the login modal here; logged in: each user's landing (lazy: the login page's first
    // download carries no permission rules).
    { index: true, lazy: lazyPage(() => import('./guards/LandingRedirect.tsx')) },
    { path: PAGE.view, lazy: viewPage },
    { path: `${PAGE.view}/:cameraId`, lazy: viewPage },
    {
      path: PAGE.settings,
      lazy: lazyPage(() => import('../features/settings/SettingsLayout.tsx'), { namespaces: ['settings'] }),
      children: [
        { index: true, lazy: lazyPage(() => import('../features/settings/SettingsHomePage.tsx')) },
        {
          lazy: lazyPage(() => import('./guards/SettingsTabGuard.tsx')),
          children: [
            {
              path: TAB.cameras,
              lazy: lazyPage(() => import('../features/cameras/CamerasPage.tsx'), {
                namespaces: ['cameras'],
                prefetch: (context) =>
                  import('../features/cameras/cameras.api.ts').then((m) => m.prefetchCameraList(context)),
              }),
            },
            {
              path: `${TAB.cameras}/:id`,
              lazy: lazyPage(() => import('../features/cameras/detail/CameraDetailPage.tsx'), {
                namespaces: ['cameras'],
              }),
            },
            ...(mediaServerUsers
              ? [
                  { path: TAB.users, lazy: mediaServerUsersPage },
                  { path: `${TAB.users}/:id`, lazy: mediaServerUsersPage },
                ]
              : []),
            {
              path: TAB.advanced,
              lazy: lazyPage(() => import('../features/settings/advanced/AdvancedPage.tsx')),
            },
            {
              path: TAB.licenses,
              lazy: lazyPage(() => import('../features/licenses/LicensesPage.tsx'), {
                namespaces: ['licenses'],
              }),
            },
            { path: TAB.servers, lazy: serversPage },
            { path: `${TAB.servers}/:id`, lazy: serversPage },
            { path: TAB.eventRules, lazy: eventRulesPage },
            { path: `${TAB.eventRules}/:id`, lazy: eventRulesPage },
            {
              path: TAB.eventLog,
              lazy: lazyPage(() => import('../features/event-log/EventLogPage.tsx'), {
                namespaces: ['eventLog', 'eventRules'],
              }),
            },
            {
              path: TAB.storages,
              lazy: lazyPage(() => import('../features/storages/StorageLocationsPage.tsx'), {
                namespaces: ['storages'],
              }),
            },
          ],
        },
      ],
    },
  ];
}
