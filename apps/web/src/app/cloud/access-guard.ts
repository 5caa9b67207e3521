import { accessGuardRedirect } from '../../features/auth/next-target.ts';
import { replacePage } from '../reload/load-page.ts';

/**
 * The access guard of the portal (spec 000 §2): an address holding /activate/ or /restore_password/ (the
 * links of the cloud's e-mails) goes to /authorize plus the same address, and the page reloads. The loader
 * then never settles, so nothing renders for the address that is being left.
 */
export function portalAccessGuard({ request }: { request: Request }): Promise<null> | null {
  const url = new URL(request.url);
  const target = accessGuardRedirect(url.pathname, url.search, url.hash);
  if (!target) return null;
  replacePage(target);
  return new Promise<null>(() => {});
}
