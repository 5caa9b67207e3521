/** Web pages (media-server-api §4.10). */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { uuidSchema } from './users.ts';

/** Only absolute http(s) URLs are web pages. */
export function isWebPageUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * [design] Besides `{id, name, url}` a page has `proxyDomainAllowList` (extra domains the server may proxy for
 * it; default empty) and `certificateCheck` (verify the site's certificate; default true), as in 5.1.
 */
export const webPageModelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    proxyDomainAllowList: z.array(z.string()),
    certificateCheck: z.boolean(),
  })
  .register(mediaServerRegistry, { id: 'WebPage', description: 'A web page shown in the client.' });
export type WebPageModel = z.infer<typeof webPageModelSchema>;

export const WEB_PAGE_DEFAULTS = { proxyDomainAllowList: [] as string[], certificateCheck: true };

const webPageUrlSchema = z.string().check(z.refine(isWebPageUrl));

const webPageChangeShape = {
  id: z.optional(uuidSchema),
  name: z.optional(z.string().check(z.minLength(1))),
  url: z.optional(webPageUrlSchema),
  proxyDomainAllowList: z.optional(z.array(z.string())),
  certificateCheck: z.optional(z.boolean()),
};

export const webPageChangeRequestSchema = z.object(webPageChangeShape).register(mediaServerRegistry, {
  id: 'WebPageChangeRequest',
  description:
    'PATCH/PUT body of a web page; PUT of an unknown id creates it (then `name` and `url` are required).',
});
export type WebPageChangeRequest = z.infer<typeof webPageChangeRequestSchema>;

export const webPageCreateRequestSchema = z
  .object({ ...webPageChangeShape, name: z.string().check(z.minLength(1)), url: webPageUrlSchema })
  .register(mediaServerRegistry, { id: 'WebPageCreateRequest', description: 'POST body of a web page.' });
export type WebPageCreateRequest = z.infer<typeof webPageCreateRequestSchema>;
