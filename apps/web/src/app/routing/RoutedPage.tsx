import { Suspense, useCallback, useMemo, useState } from 'react';
import { Preloader } from '../../ui/Preloader.tsx';
import { PageCodeBoundary } from './PageCodeBoundary.tsx';
import { PageLoadFailure } from './PageLoadFailure.tsx';
import type { PageCode, PageCodeError } from './page-code.ts';

/**
 * A routed page whose code loads on first render. If the code does not load, the page's place shows why
 * (`PageLoadFailure`) inside the shell, and loads the page again when asked or when the server is back.
 */
export function RoutedPage({ code }: { code: PageCode }) {
  const [failure, setFailure] = useState<PageCodeError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    code.retry();
    setFailure(null);
    setAttempt((n) => n + 1);
  }, [code]);

  // Chosen once per attempt: the lazy component until the code loaded, the page itself after (a switch would
  // mount the page again and lose its state).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks the code again
  const Page = useMemo(() => code.current(), [code, attempt]);
  if (failure) return <PageLoadFailure error={failure} onRetry={retry} />;
  return (
    <PageCodeBoundary key={attempt} onFailed={setFailure}>
      <Suspense fallback={<Preloader fullScreen={false} />}>
        <Page />
      </Suspense>
    </PageCodeBoundary>
  );
}
