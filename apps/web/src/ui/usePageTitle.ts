import { useEffect } from 'react';

/** Sets `document.title` to a page title from spec 000 §2 ("Log in", "Page not found", "System"...). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
