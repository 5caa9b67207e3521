import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';

type PartModule<P> = Promise<{ default: ComponentType<P> }>;

export interface LazyPartProps {
  /** Shown while the part's code loads. */
  fallback?: ReactNode;
  /** The part's code did not load (the server is down, a new build replaced the files): nothing is shown. */
  onFailed?(error: unknown): void;
}

interface BoundaryProps {
  onError(error: unknown): void;
  children: ReactNode;
}

/** Catches the failed load, so that it never reaches (and unmounts) the app. */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type LazyPart<P> = ComponentType<P & LazyPartProps> & {
  /** Starts the download early (hover, focus); a failure is left for the next render to retry. */
  preload(): void;
};

/**
 * A part of the shell whose code loads on first use (toasts, user menu, session dialogs), failing soft: if the
 * code cannot be loaded the part renders nothing and reports it, and the next time it renders the import is
 * tried again (React.lazy alone keeps the failure forever and throws it into the app).
 */
export function lazyPart<P extends object>(load: () => PartModule<P>): LazyPart<P> {
  let Loaded = lazy(load);
  const retryNextTime = () => {
    Loaded = lazy(load);
  };

  function Part({ fallback = null, onFailed, ...props }: P & LazyPartProps) {
    const Current = Loaded;
    return (
      <PartBoundary
        onError={(error) => {
          retryNextTime();
          onFailed?.(error);
        }}
      >
        <Suspense fallback={fallback}>
          <Current {...(props as P)} />
        </Suspense>
      </PartBoundary>
    );
  }

  return Object.assign(Part, {
    preload() {
      load().catch(() => undefined);
    },
  });
}
