import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Preloader } from '../ui/Preloader.tsx';
import { OriginClientProvider } from './clients/OriginClientProvider.tsx';
import { ModeProvider } from './mode/ModeProvider.tsx';
import { ModeRoot } from './mode/ModeRoot.tsx';
import { ReloadPromptHost } from './reload/ReloadPromptHost.tsx';
import { ThemeAttribute } from './shell/ThemeAttribute.tsx';
import { ToastContainer } from './shell/ToastContainer.tsx';
import { colorSchemeManager, cssVariablesResolver, THEME_VARIABLES_SELECTOR, theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 10_000, refetchOnWindowFocus: false } },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      // The stylesheet comes after Mantine's variables in the page (it loads at the end of the body), so
      // the theme's variables need the stronger selector to win over the stylesheet's defaults.
      cssVariablesSelector={THEME_VARIABLES_SELECTOR}
    >
      <ThemeAttribute />
      <QueryClientProvider client={queryClient}>
        <ToastContainer />
        <ReloadPromptHost />
        {/* A language other than en_US suspends the first render until its core texts are in. */}
        <Suspense fallback={<Preloader />}>
          <OriginClientProvider>
            <ModeProvider fallback={<Preloader />}>
              <ModeRoot />
            </ModeProvider>
          </OriginClientProvider>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
