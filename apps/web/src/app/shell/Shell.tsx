import { Box } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/auth.api.ts';
import { SessionExpiredHost } from '../../features/auth/SessionExpiredHost.tsx';
import { SessionRefreshHost } from '../../features/auth/SessionRefreshHost.tsx';
import { useSystemState } from '../../features/system/system.api.ts';
import { UnavailableBanner } from '../../features/system/UnavailableBanner.tsx';
import { bootPreloaderShownAt, MIN_LOADER_MS, Preloader, useMinimumDuration } from '../../ui/Preloader.tsx';
import { pageCode } from '../routing/page-code.ts';
import { RoutedPage } from '../routing/RoutedPage.tsx';
import { isBrowserSupported } from './browser-check.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { ScrollContainerContext } from './scroll-container.ts';
import { shellModeOf } from './shell-mode.ts';
import { useCrossTabReload } from './useCrossTabReload.ts';

const wizardPage = pageCode(() => import('../../features/wizard/WizardPage.tsx'));

/** Pages that must work whatever the server says. */
const STANDALONE_PATHS = ['/browser', '/500'];

/**
 * The application shell (spec 000 §2): header, scrolling main container with the routed page, footer,
 * preloader until ready, navigation progress, availability banner, session dialogs and cookie banner. A brand
 * new system gets the setup wizard instead.
 */
export default function Shell() {
  const location = useLocation();
  const mode = useMemo(
    () => shellModeOf(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const standalone = STANDALONE_PATHS.includes(location.pathname);
  const system = useSystemState();
  const isNew = system.data?.isNew === true;
  const user = useCurrentUser();
  const mainRef = useRef<HTMLDivElement>(null);
  useCrossTabReload();

  useEffect(() => {
    document.documentElement.dataset.debug = mode.debug ? 'true' : 'false';
  }, [mode.debug]);

  // Navigation scrolls the main container to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    mainRef.current?.scrollTo({ top: 0 });
  }, [location.pathname]);

  const ready = standalone || (!system.isPending && (isNew || !user.isPending));
  // The preloader has been on screen since index.html painted its static copy.
  const loading = useMinimumDuration(!ready, MIN_LOADER_MS, bootPreloaderShownAt);

  if (!standalone && !isBrowserSupported()) return <Navigate to="/browser" replace />;

  if (loading)
    return (
      <>
        <UnavailableBanner />
        <Preloader />
      </>
    );

  if (isNew && !standalone)
    return (
      <>
        <UnavailableBanner />
        <RoutedPage code={wizardPage} />
      </>
    );

  const chrome = !mode.iframe;
  const showFooter = chrome && !location.pathname.startsWith('/systems');
  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <UnavailableBanner />
      {chrome && (
        <Header
          systemName={system.data?.name ?? ''}
          userName={user.data?.user.name ?? null}
          debug={mode.debug}
        />
      )}
      <ScrollContainerContext.Provider value={mainRef}>
        <Box
          ref={mainRef}
          component="main"
          data-testid="main-container"
          style={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
        >
          <Box style={{ flex: 1 }}>
            <Outlet />
          </Box>
          {showFooter && <Footer />}
        </Box>
      </ScrollContainerContext.Provider>
      <SessionRefreshHost />
      <SessionExpiredHost />
      {chrome && <CookieBanner />}
    </Box>
  );
}
