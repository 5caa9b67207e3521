/** Web pages (media-server-api §4.10) as a CRUD resource: seen per access rights, written by admins [design]. */
import { MissingParameter } from '@argus/contract';
import {
  can,
  WEB_PAGE_DEFAULTS,
  type WebPageChangeRequest,
  type WebPageModel,
} from '@argus/contract/mediaserver';
import { type CrudHooks, type CrudRepository, CrudService } from '../../crud/index.ts';
import type { Db } from '../../db/database.ts';
import type { WebPageRow } from './web-pages.table.ts';

export type WebPagesService = CrudService<WebPageRow, WebPageModel, WebPageChangeRequest>;

export function toWebPageModel(row: WebPageRow): WebPageModel {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    ...WEB_PAGE_DEFAULTS,
    ...(row.body as Partial<WebPageModel>),
  };
}

function bodyOf(input: WebPageChangeRequest, stored: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...stored };
  if (input.proxyDomainAllowList !== undefined) body.proxyDomainAllowList = input.proxyDomainAllowList;
  if (input.certificateCheck !== undefined) body.certificateCheck = input.certificateCheck;
  return body;
}

const hooks: CrudHooks<WebPageRow, WebPageModel, WebPageChangeRequest> = {
  toModel: toWebPageModel,
  visible: (caller, row) => can(caller.access, 'view', { type: 'webPage', id: row.id }),
  newRow(_caller, id, input) {
    if (input.name === undefined) throw new MissingParameter('name');
    if (input.url === undefined) throw new MissingParameter('url');
    return { id, name: input.name, url: input.url, body: bodyOf(input, {}) };
  },
  changes: (_caller, row, input) => ({
    name: input.name ?? row.name,
    url: input.url ?? row.url,
    body: bodyOf(input, row.body),
  }),
};

export function createWebPagesService(db: Db, repository: CrudRepository<WebPageRow>): WebPagesService {
  return new CrudService(db, repository, hooks);
}
