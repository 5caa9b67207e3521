/**
 * Legacy license calls (media-server-api §4.8): `/ec2/getLicenses`, `/ec2/addLicenses`, `/ec2/removeLicense`
 * and `POST /api/activateLicense` (key in the body's `licenseKey` or the query's `key`; a non-admin gets the
 * 5.1 message in the envelope).
 */
import { Forbidden, isAdmin, MissingParameter } from '@argus/contract';
import { licensesEndpoints as ep } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { LicensesService } from './licenses.service.ts';

export const ACTIVATE_FORBIDDEN_TEXT = "Can't activate license because user has not enough access rights";

export function licensesLegacyRoutes(service: LicensesService): Route<Caller>[] {
  return [
    route(ep.legacyList, () => service.list()),
    route(ep.legacyAdd, ({ body }) => {
      service.addAll(body);
    }),
    route(ep.legacyRemove, ({ body }) => {
      service.remove(body.key);
    }),
    route(ep.activate, ({ caller, query, body }) => {
      if (!isAdmin(caller.permissions)) throw new Forbidden(ACTIVATE_FORBIDDEN_TEXT);
      const key = body?.licenseKey ?? query.key;
      if (key === undefined) throw new MissingParameter('licenseKey');
      return service.activate(key);
    }),
  ];
}
