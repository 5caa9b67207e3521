import { Box } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccountLanguage } from '../../../features/cloud/account/account-language.api.ts';
import { useAccountTheme } from '../../../features/cloud/account/account-theme.api.ts';
import { useAccount } from '../../../features/cloud/auth/auth.api.ts';
import { isEmbeddedAuthorizeView } from '../../../features/cloud/auth/authorize-request.ts';
import { CloudSessionExpiredHost } from '../../../features/cloud/auth/CloudSessionExpiredHost.tsx';
import { useLoginStateSync } from '../../../features/cloud/auth/login-state.ts';
import { StayOrSwitchHost } from '../../../features/cloud/auth/StayOrSwitchHost.tsx';
import { PORTAL_PATHS } from '../../../features/cloud/portal-paths.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n/i18n.ts';
import {
  bootPreloaderShownAt,
  MIN_LOADER_MS,
  Preloader,
  useMinimumDuration,
} from '../../../ui/Preloader.tsx';
import { isBrowserSupported } from '../../shell/browser-check.ts';
import { CookieBanner } from '../../shell/CookieBanner.tsx';
import { NavigationProgress } from '../../shell/NavigationProgress.tsx';
import { ScrollContainerContext } from '../../shell/scroll-container.ts';
import { shellModeOf } from '../../shell/shell-mode.ts';
import { useCrossTabReload } from '../../shell/useCrossTabReload.ts';
import { PortalFooter } from './PortalFooter.tsx';
import { PortalHeader } from './PortalHeader.tsx';

/** Pages that must work whatever the cloud says. */
const STANDALONE_PATHS: readonly string[] = ['/browser', '/500', PORTAL_PATHS.unavailable];

/**
 * A change of these in another tab reloads this one when it lacks focus (spec 000 §4); the login state's
 * changes are the stay-or-switch host's.
 */
const PORTAL_CROSS_TAB_KEYS = [LANGUAGE_STORAGE_KEY];

/**
 * The portal's shell (spec 000 §2 "Application shell"): header (not while re-authorizing at
 * /cloud-authorize), the scrolling main container with the routed page, the footer (not on /systems pages,
 * not on small screens), the preloader until the account is known, navigation progress, the expired-session
 * dialog and the cookie banner; /authorize shown in a client's window has none of the frame.
 * The stored login state follows the account.
 */
export default function PortalShell() {
  const location = useLocation();
  const mode = useMemo(
    () => shellModeOf(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const standalone = STANDALONE_PATHS.includes(location.pathname);
  const account = useAccount();
  const mainRef = useRef<HTMLDivElement>(null);
  useLoginStateSync(account.isSuccess ? (account.data?.email ?? null) : undefined);
  useCrossTabReload(PORTAL_CROSS_TAB_KEYS);
  useAccountTheme(account.data?.email ?? null);
  useAccountLanguage(account.data?.language ?? null);

  useEffect(() => {
    document.documentElement.dataset.debug = mode.debug ? 'true' : 'false';
  }, [mode.debug]);

  // Navigation scrolls the main container to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    mainRef.current?.scrollTo({ top: 0 });
  }, [location.pathname]);

  const ready = standalone || !account.isPending;
  // The preloader has been on screen since index.html painted its static copy.
  const loading = useMinimumDuration(!ready, MIN_LOADER_MS, bootPreloaderShownAt);

  if (!standalone && !isBrowserSupported()) return <Navigate to="/browser" replace />;
  if (loading) return <Preloader />;

  // A client showing /authorize in its own window (view_type desktop or mobile) gets the page alone.
  const chrome = !mode.iframe && !isEmbeddedAuthorizeView(location.pathname, location.search);
  const showHeader = chrome && location.pathname !== PORTAL_PATHS.cloudAuthorize;
  const showFooter =
    chrome && location.pathname !== PORTAL_PATHS.systems && !location.pathname.startsWith('/systems/');
  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      {showHeader && <PortalHeader account={account.data ?? null} debug={mode.debug} />}
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
          {showFooter && <PortalFooter />}
        </Box>
      </ScrollContainerContext.Provider>
      <CloudSessionExpiredHost />
      {!standalone && <StayOrSwitchHost account={account.data ?? null} />}
      {chrome && <CookieBanner />}
    </Box>
  );
}
