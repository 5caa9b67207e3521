import { Suspense, useCallback, useState } from 'react';
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

  if (failure) return <PageLoadFailure error={failure} onRetry={retry} />;
  const Page = code.current();
  return (
    <PageCodeBoundary key={attempt} onFailed={setFailure}>
      <Suspense fallback={<Preloader fullScreen={false} />}>
        <Page />
      </Suspense>
    </PageCodeBoundary>
  );
}
