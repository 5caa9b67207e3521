import { Component, type ReactNode } from 'react';
import { PageCodeError } from './page-code.ts';

interface PageCodeBoundaryProps {
  onFailed(error: PageCodeError): void;
  children: ReactNode;
}

/**
 * Catches a page whose code did not load, so that the shell stays (with its unavailable banner) and the page
 * can load again. Anything else a page throws goes on to the route's error element.
 */
export class PageCodeBoundary extends Component<PageCodeBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PageCodeError) this.props.onFailed(error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PageCodeError) return null;
    throw error;
  }
}
