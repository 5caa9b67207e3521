import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { lazyPage } from './routing/lazy-page.tsx';
import {
  MONITORING_PAGE_SEGMENTS as MONITORING,
  SYSTEM_PAGE_SEGMENTS as PAGE,
  SETTINGS_TAB_SEGMENTS as TAB,
} from './scope/system-paths.ts';

export interface SystemRoutesOptions {
  /** The Users tab's page, which renders the media server's Users page inside; the namespaces it adds. */
  usersPage?: { load: () => Promise<{ default: ComponentType }>; namespaces?: readonly string[] };
}

/**
 * One system's pages (spec 000 §2 "System sub-pages"), as routes with paths relative to wherever they are
 * mounted: at / in local mode (`router.tsx`), under /systems/:systemId in cloud mode. Their segments are the
 * ones `systemPaths` builds links from. They expect a logged-in user and the system's scope above them.
 *
 * Pages with two addresses (a list, and the list with one item open) are one page: opening an item keeps the
 * page mounted instead of loading and mounting it again.
 *
 * The Users tab is the media server's own Users page; a caller may frame it (`usersPage`: the cloud portal
 * puts the system's cloud 2FA card above it), the page itself stays the same.
 */
export function systemRoutes({ usersPage }: SystemRoutesOptions = {}): RouteObject[] {
  const viewPage = lazyPage(() => import('../features/view/ViewPage.tsx'), {
    namespaces: ['view', 'cameras', 'layouts', 'ptz'],
  });
  const mediaServerUsersPage = lazyPage(
    usersPage?.load ?? (() => import('../features/settings/users/UsersPage.tsx')),
    {
      namespaces: ['users', ...(usersPage?.namespaces ?? [])],
      prefetch: (context) =>
        import('../features/settings/users/users.api.ts').then((m) => m.prefetchUsers(context)),
    },
  );
  const serversPage = lazyPage(() => import('../features/settings/servers/ServersPage.tsx'), {
    namespaces: ['servers'],
  });
  // Information: /health leads to its Alerts view (/health/alerts), each section is /health/<group>.
  const healthPage = lazyPage(() => import('../features/health/HealthPage.tsx'), {
    namespaces: ['health', 'settings'],
  });
  const eventRulesPage = lazyPage(() => import('../features/event-rules/EventRulesPage.tsx'), {
    namespaces: ['eventRules'],
  });
  return [
    // Logged out: the login modal here; logged in: each user's landing (lazy: the login page's first
    // download carries no permission rules).
    { index: true, lazy: lazyPage(() => import('./guards/LandingRedirect.tsx')) },
    { path: PAGE.view, lazy: viewPage },
    {
      // The developer guard (spec 000 §2): "not found" unless developers are enabled.
      lazy: lazyPage(() => import('./guards/DevelopersGuard.tsx')),
      children: [
        {
          path: PAGE.apiTool,
          lazy: lazyPage(() => import('../features/api-tool/ApiToolLayout.tsx'), { namespaces: ['apiTool'] }),
          children: [
            { index: true, lazy: lazyPage(() => import('../features/api-tool/ApiToolLanding.tsx')) },
            { path: 'changelog', lazy: lazyPage(() => import('../features/api-tool/ApiChangelogPage.tsx')) },
            {
              path: ':slug',
              lazy: lazyPage(() => import('../features/api-tool/EndpointPage.tsx'), {
                namespaces: ['apiTool'],
              }),
            },
          ],
        },
      ],
    },
    {
      path: PAGE.serverDocumentation,
      lazy: lazyPage(() => import('../features/server-documentation/ServerDocumentationPage.tsx'), {
        namespaces: ['serverDocs', 'settings'],
      }),
    },
    { path: `${PAGE.view}/:cameraId`, lazy: viewPage },
    {
      path: PAGE.layouts,
      lazy: lazyPage(() => import('../features/layouts/LayoutsPage.tsx'), { namespaces: ['layouts'] }),
    },
    {
      lazy: lazyPage(() => import('./guards/BookmarksGuard.tsx')),
      children: [
        {
          path: PAGE.bookmarks,
          lazy: lazyPage(() => import('../features/bookmarks/BookmarksPage.tsx'), {
            namespaces: ['bookmarks', 'view'],
          }),
        },
      ],
    },
    { path: PAGE.health, lazy: healthPage },
    { path: `${PAGE.health}/:view`, lazy: healthPage },
    {
      path: PAGE.monitoring,
      lazy: lazyPage(() => import('../features/monitoring/MonitoringLayout.tsx'), {
        namespaces: ['monitoring'],
      }),
      children: [
        { index: true, lazy: lazyPage(() => import('../features/monitoring/GraphsPage.tsx')) },
        { path: MONITORING.logs, lazy: lazyPage(() => import('../features/monitoring/LogsPage.tsx')) },
      ],
    },
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
            { path: TAB.users, lazy: mediaServerUsersPage },
            { path: `${TAB.users}/:id`, lazy: mediaServerUsersPage },
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
              path: TAB.merge,
              lazy: lazyPage(() => import('../features/settings/merge/MergeSystemsPage.tsx'), {
                namespaces: ['merge'],
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

/**
 * Embedding (spec 000 §2: `/embed/{systemId}`): the View page alone, in iframe mode (the shell hides header
 * and footer on /embed paths); a camera opened there stays under /embed. Local mode's one system answers
 * to whatever id the embedding page names (the address is the system's own server).
 */
export function embedRoutes(): RouteObject[] {
  const viewPage = lazyPage(() => import('../features/view/ViewPage.tsx'), {
    namespaces: ['view', 'cameras'],
  });
  return [
    { path: 'embed/:systemId', lazy: viewPage },
    { path: 'embed/:systemId/:cameraId', lazy: viewPage },
  ];
}

/**
 * The health report viewer (spec 000 §2 "/health-report, /health-report/viewer"): exactly /health-report leads
 * to the viewer. It belongs to no system (the report is a file), so both consoles mount it at their root;
 * [design] behind their login (docs/api-decisions.md).
 */
export function healthReportRoutes(): RouteObject[] {
  return [
    { path: 'health-report', loader: () => redirect('/health-report/viewer') },
    {
      path: 'health-report/viewer',
      lazy: lazyPage(() => import('../features/health/HealthReportViewerPage.tsx'), {
        namespaces: ['health'],
      }),
    },
  ];
}
