import {
  NULL_ID,
  normalizeId,
  WEB_PAGE_DEFAULTS,
  type WebPageChangeRequest,
  type WebPageModel,
} from '@argus/contract';
import type { Caller } from '../auth/caller.ts';
import { type Db, inTransaction } from '../db/database.ts';
import type { WebPageRow } from '../db/rows.ts';
import { apiErrors } from '../http/api-error.ts';
import { canSeeResource, resourceAccessOf } from './access-rights.ts';
import type { UserRolesRepository } from './user-roles.repository.ts';
import type { WebPagesRepository } from './web-pages.repository.ts';

export interface WebPagesServiceDeps {
  db: Db;
  webPages: WebPagesRepository;
  userRoles: UserRolesRepository;
}

export function toWebPageModel(row: WebPageRow): WebPageModel {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    ...WEB_PAGE_DEFAULTS,
    ...(row.body as Partial<WebPageModel>),
  };
}

/** Web pages (media-server-api §4.10): seen per access rights, written by admins [design]. */
export class WebPagesService {
  constructor(private readonly d: WebPagesServiceDeps) {}

  visibleTo(caller: Caller): WebPageModel[] {
    const access = resourceAccessOf(caller, this.d.userRoles.list());
    return this.d.webPages
      .list()
      .filter((p) => canSeeResource(access, p.id))
      .map(toWebPageModel);
  }

  readable(caller: Caller, rawId: string): WebPageRow {
    const id = normalizeId(rawId);
    const row = id ? this.d.webPages.findById(id) : undefined;
    if (!row || !canSeeResource(resourceAccessOf(caller, this.d.userRoles.list()), row.id))
      throw apiErrors.notFound(rawId);
    return row;
  }

  exists(rawId: string): boolean {
    const id = normalizeId(rawId);
    return id !== null && this.d.webPages.findById(id) !== undefined;
  }

  create(input: WebPageChangeRequest, pathId?: string): WebPageModel {
    if (input.name === undefined) throw apiErrors.missingParameter('name');
    if (input.url === undefined) throw apiErrors.missingParameter('url');
    const rawId = pathId ?? input.id;
    const id = rawId ? normalizeId(rawId) : crypto.randomUUID();
    if (!id || id === NULL_ID) throw apiErrors.invalidParameter('id', rawId);
    return inTransaction(this.d.db, () => {
      if (this.d.webPages.findById(id)) throw apiErrors.alreadyExists();
      const row = this.d.webPages.insert({ id, name: input.name!, url: input.url!, body: bodyOf(input, {}) });
      return toWebPageModel(row);
    });
  }

  change(row: WebPageRow, input: WebPageChangeRequest): WebPageModel {
    if (input.id !== undefined && normalizeId(input.id) !== row.id)
      throw apiErrors.invalidParameter('id', input.id);
    return inTransaction(this.d.db, () => {
      const updated = this.d.webPages.update(row.id, {
        name: input.name ?? row.name,
        url: input.url ?? row.url,
        body: bodyOf(input, row.body),
      });
      if (!updated) throw apiErrors.notFound(row.id);
      return toWebPageModel(updated);
    });
  }

  remove(row: WebPageRow): void {
    this.d.webPages.remove(row.id);
  }
}

function bodyOf(input: WebPageChangeRequest, stored: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...stored };
  if (input.proxyDomainAllowList !== undefined) body.proxyDomainAllowList = input.proxyDomainAllowList;
  if (input.certificateCheck !== undefined) body.certificateCheck = input.certificateCheck;
  return body;
}
