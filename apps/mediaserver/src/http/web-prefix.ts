/**
 * Everything is served again under `/web` (media-server-api §1.1): the prefix is taken off before routing,
 * so each route is registered once. `request.originalUrl` keeps what the client sent (Digest signs it).
 */
export function withoutWebPrefix(url: string): string {
  if (url === '/web') return '/';
  if (url.startsWith('/web/')) return url.slice(4);
  if (url.startsWith('/web?')) return `/${url.slice(4)}`;
  return url;
}
