/** The merge checks (media-server-api §4.2.6, spec 000 §4): which problem two systems' facts give, in order. */
import { describe, expect, it } from 'vitest';
import {
  MERGE_TEXTS,
  type MergeCheckInput,
  type MergeSide,
  mergeProblem,
} from '../src/modules/merge/merge-checks.ts';

const SIDE: MergeSide = {
  localId: 'aaaaaaaa-0000-0000-0000-000000000001',
  version: '5.1.0.100',
  protoVersion: 5107,
  cloudHost: 'cloud.example',
  cloudId: null,
  cloudOwner: null,
  servers: ['11111111-0000-0000-0000-000000000001'],
};

function input(local: Partial<MergeSide>, remote: Partial<MergeSide>, more: Partial<MergeCheckInput> = {}) {
  return {
    local: { ...SIDE, ...local, serverId: SIDE.servers[0]! },
    remote: {
      ...SIDE,
      localId: 'bbbbbbbb-0000-0000-0000-000000000002',
      servers: ['22222222-0000-0000-0000-000000000002'],
      ...remote,
    },
    takeRemoteSettings: false,
    ignoreIncompatible: false,
    ...more,
  };
}

const bound = (owner: string): Partial<MergeSide> => ({ cloudId: `cloud-${owner}`, cloudOwner: owner });

describe('merge checks', () => {
  it('let two set-up, unbound systems of one release merge', () => {
    expect(mergeProblem(input({}, {}))).toBeNull();
    expect(mergeProblem(input({}, { version: '5.1.2.300' }))).toBeNull();
  });

  it('refuse a remote system that is not set up', () => {
    expect(mergeProblem(input({}, { localId: null }))?.legacyId).toBe('UNCONFIGURED_SYSTEM');
  });

  it('let a new server only join another system, never absorb one', () => {
    expect(mergeProblem(input({ localId: null }, {}))).toEqual({
      legacyId: 'UNCONFIGURED_SYSTEM',
      text: MERGE_TEXTS.thisUnconfigured,
    });
    expect(mergeProblem(input({ localId: null }, {}, { takeRemoteSettings: true }))).toBeNull();
  });

  it('refuse shared servers: this server there, or another one both have', () => {
    const here = mergeProblem(input({}, { servers: ['{11111111-0000-0000-0000-000000000001}'] }));
    expect(here).toEqual({ legacyId: 'DUPLICATE_MEDIASERVER_FOUND', text: MERGE_TEXTS.thisServerThere });
    const shared = '33333333-0000-0000-0000-000000000003';
    const both = mergeProblem(
      input(
        { servers: [SIDE.servers[0]!, shared] },
        { servers: ['22222222-0000-0000-0000-000000000002', shared] },
      ),
    );
    expect(both).toEqual({ legacyId: 'DUPLICATE_MEDIASERVER_FOUND', text: MERGE_TEXTS.sameServer });
  });

  it('refuse another release or protocol unless told to ignore it', () => {
    expect(mergeProblem(input({}, { version: '5.0.0.1' }))?.text).toBe('Incompatible version');
    expect(mergeProblem(input({}, { protoVersion: 5106 }))?.legacyId).toBe('INCOMPATIBLE');
    expect(mergeProblem(input({}, { version: '5.0.0.1' }, { ignoreIncompatible: true }))).toBeNull();
  });

  it('follow the cloud bindings', () => {
    expect(mergeProblem(input(bound('a@x'), bound('b@x')))?.text).toBe(MERGE_TEXTS.differentOwners);
    expect(mergeProblem(input(bound('a@x'), bound('A@x')))?.legacyId).toBe('BOTH_SYSTEM_BOUND_TO_CLOUD');
    // The absorbed side may not be bound; the side that keeps its settings may.
    expect(mergeProblem(input({}, bound('a@x')))?.text).toBe(MERGE_TEXTS.absorbedBound);
    expect(mergeProblem(input(bound('a@x'), {}))).toBeNull();
    expect(mergeProblem(input({}, bound('a@x'), { takeRemoteSettings: true }))).toBeNull();
    expect(mergeProblem(input(bound('a@x'), {}, { takeRemoteSettings: true }))?.legacyId).toBe(
      'DEPENDENT_SYSTEM_BOUND_TO_CLOUD',
    );
    expect(mergeProblem(input(bound('a@x'), { cloudHost: 'other.example' }))?.text).toBe(
      MERGE_TEXTS.cloudHost,
    );
  });
});
