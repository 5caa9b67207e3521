/**
 * A merge the checks refuse: the REST error carries the text clients match (media-server-api §4.2.6), the
 * legacy calls carry the legacy id in `errorString` instead.
 */
import { DomainError, type DomainErrorKind } from '@argus/contract';
import type { MergeLegacyId } from '@argus/contract/mediaserver';

export class MergeFailure extends DomainError {
  constructor(
    kind: DomainErrorKind,
    text: string,
    readonly legacyId: MergeLegacyId,
  ) {
    super(kind, text);
  }
}

/** The error a legacy merge call answers with: the legacy id as its text, the same status. */
export function asLegacyMergeError(error: unknown): unknown {
  if (error instanceof MergeFailure) return new DomainError(error.kind, error.legacyId);
  if (error instanceof DomainError && error.kind === 'unavailable')
    return new DomainError('unavailable', 'FAIL');
  return error;
}
