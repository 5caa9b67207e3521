import { normalizeId } from '@argus/contract';
import type { LicenseInfo, ServerModel } from '@argus/contract/mediaserver';

/**
 * The states the console shows for a license (spec 000 §4 "License status: Online, Error, Expired, OK, NVR
 * Error, Server not found"), from the server's `status`/`errorReason` and the system's servers:
 * - `serverNotFound`: bound to a hardware id no server of the system has (`wrongHardwareId`);
 * - `nvrError`: an NVR license in error (NVR licenses are bound to their NVR);
 * - `error`: any other error (malformed block, unknown class);
 * - `expired`: past its expiration;
 * - `online`: valid and its server is online; `ok`: valid, its server not online (or unknown).
 */
export type LicenseDisplayStatus = 'online' | 'ok' | 'expired' | 'error' | 'nvrError' | 'serverNotFound';

export const LICENSE_STATUS_COLORS: Record<LicenseDisplayStatus, string> = {
  online: 'green',
  ok: 'teal',
  expired: 'orange',
  error: 'red',
  nvrError: 'red',
  serverNotFound: 'red',
};

/** The server a license is bound to, if the system has it. */
export function licenseServerOf(
  license: Pick<LicenseInfo, 'serverId'>,
  servers: readonly Pick<ServerModel, 'id' | 'name' | 'status'>[],
) {
  const id = license.serverId ? normalizeId(license.serverId) : undefined;
  return id ? servers.find((s) => normalizeId(s.id) === id) : undefined;
}

export function licenseDisplayStatus(
  license: Pick<LicenseInfo, 'status' | 'errorReason' | 'licenseType'>,
  server: Pick<ServerModel, 'status'> | undefined,
): LicenseDisplayStatus {
  if (license.status === 'Expired') return 'expired';
  if (license.status === 'Error') {
    if (license.errorReason === 'wrongHardwareId') return 'serverNotFound';
    return license.licenseType === 'nvr' ? 'nvrError' : 'error';
  }
  return server?.status === 'Online' ? 'online' : 'ok';
}

/** Invalid and expired licenses are removed from the system; valid ones are deactivated (with the password). */
export function isRemovable(status: LicenseDisplayStatus): boolean {
  return status !== 'online' && status !== 'ok';
}

/** A row of the license table: the license, the name of its server and its state. */
export interface LicenseRow {
  license: LicenseInfo;
  serverName: string | null;
  status: LicenseDisplayStatus;
}

export function licenseRowsOf(
  licenses: readonly LicenseInfo[],
  servers: readonly Pick<ServerModel, 'id' | 'name' | 'status'>[],
): LicenseRow[] {
  return licenses.map((license) => {
    const server = licenseServerOf(license, servers);
    return { license, serverName: server?.name ?? null, status: licenseDisplayStatus(license, server) };
  });
}
