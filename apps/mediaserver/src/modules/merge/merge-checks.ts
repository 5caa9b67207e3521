/**
 * Whether two systems may merge (media-server-api §4.2.6, spec 000 §4 "Merge"): the checks a merge and its dry
 * run make, on what both sides say of themselves. Pure; the first problem found is the answer, in the order a
 * person fixes them: the other side must be set up, must not share servers with this one, must run a
 * compatible version, and the cloud bindings must allow it.
 */
import { normalizeId } from '@argus/contract';
import type { MergeLegacyId } from '@argus/contract/mediaserver';

/** What one side of a merge says of itself (its system information and cloud binding). */
export interface MergeSide {
  localId: string | null;
  version: string;
  protoVersion: number;
  cloudHost: string;
  /** The cloud system id while bound, else null. */
  cloudId: string | null;
  /** The e-mail of the cloud account that owns the system, while bound. */
  cloudOwner: string | null;
  servers: readonly string[];
}

export interface MergeCheckInput {
  local: MergeSide & { serverId: string };
  remote: MergeSide;
  /** The remote side keeps its settings and name; this side is absorbed. */
  takeRemoteSettings: boolean;
  ignoreIncompatible: boolean;
}

export interface MergeProblem {
  legacyId: MergeLegacyId;
  /** The text clients match (`errorString` of the REST error). */
  text: string;
}

export const MERGE_TEXTS = {
  unconfigured: 'The other system is not set up yet.',
  thisUnconfigured: 'This system is not set up yet: it can only join another system.',
  thisServerThere: 'System that has Server with id equal to this Server id',
  sameServer: 'Both systems have same server',
  version: 'Incompatible version',
  cloudHost: 'Incompatible system Cloud host',
  differentOwners: 'Cannot merge two Cloud Systems with different owners',
  bothBound: 'Both systems are bound to the Cloud',
  absorbedBound: 'Cannot merge systems bound to the Cloud',
} as const;

/** `major.minor` of a version string (`5.1.0.1234` → `5.1`). */
export function releaseOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

function problem(legacyId: MergeLegacyId, text: string): MergeProblem {
  return { legacyId, text };
}

export function mergeProblem({
  local,
  remote,
  takeRemoteSettings,
  ignoreIncompatible,
}: MergeCheckInput): MergeProblem | null {
  if (!remote.localId) return problem('UNCONFIGURED_SYSTEM', MERGE_TEXTS.unconfigured);
  if (!local.localId && !takeRemoteSettings)
    return problem('UNCONFIGURED_SYSTEM', MERGE_TEXTS.thisUnconfigured);
  const remoteServers = new Set(remote.servers.map(normalizeId));
  if (remoteServers.has(normalizeId(local.serverId)))
    return problem('DUPLICATE_MEDIASERVER_FOUND', MERGE_TEXTS.thisServerThere);
  if (local.servers.some((id) => remoteServers.has(normalizeId(id))))
    return problem('DUPLICATE_MEDIASERVER_FOUND', MERGE_TEXTS.sameServer);
  const versionsDiffer =
    remote.protoVersion !== local.protoVersion || releaseOf(remote.version) !== releaseOf(local.version);
  if (versionsDiffer && !ignoreIncompatible) return problem('INCOMPATIBLE', MERGE_TEXTS.version);
  const localBound = local.cloudId !== null;
  const remoteBound = remote.cloudId !== null;
  if ((localBound || remoteBound) && local.cloudHost !== remote.cloudHost)
    return problem('INCOMPATIBLE_INTERNAL', MERGE_TEXTS.cloudHost);
  if (localBound && remoteBound) {
    const sameOwner = local.cloudOwner?.toLowerCase() === remote.cloudOwner?.toLowerCase();
    return sameOwner
      ? problem('BOTH_SYSTEM_BOUND_TO_CLOUD', MERGE_TEXTS.bothBound)
      : problem('CLOUD_SYSTEMS_HAVE_DIFFERENT_OWNERS', MERGE_TEXTS.differentOwners);
  }
  const absorbedBound = takeRemoteSettings ? localBound : remoteBound;
  if (absorbedBound) return problem('DEPENDENT_SYSTEM_BOUND_TO_CLOUD', MERGE_TEXTS.absorbedBound);
  return null;
}
