/**
 * Which name wins between the server and the cloud (docs/cloud-link.md §2, `systemRenamed`): a rename on the
 * server is told at once, or when the link is back; a name the cloud gives is taken and never told back.
 */
import type { LinkSystemRenamed } from '@argus/contract/cloud';
import { describe, expect, it } from 'vitest';
import { SystemNameReport } from '../src/modules/cloud-link/index.ts';

function reportWith(name: string) {
  const state = { name, linked: true, told: [] as string[] };
  const report = new SystemNameReport({
    systemName: () => state.name,
    send: (message: LinkSystemRenamed) => {
      if (!state.linked) return false;
      state.told.push(message.name);
      return true;
    },
  });
  return { state, report };
}

describe('the system name between server and cloud', () => {
  it('tells a rename made on the server at once, and nothing when another setting changed', () => {
    const { state, report } = reportWith('Harbour');
    expect(report.cloudNamed('Harbour', { welcome: true })).toBe(true);
    report.settingsChanged();
    expect(state.told).toEqual([]);
    state.name = 'Harbour east';
    report.settingsChanged();
    expect(state.told).toEqual(['Harbour east']);
  });

  it('tells a rename made while the link was down at the next welcome, and keeps the server’s name', () => {
    const { state, report } = reportWith('Harbour');
    report.cloudNamed('Harbour', { welcome: true });
    state.linked = false;
    state.name = 'Harbour west';
    report.settingsChanged();
    expect(state.told).toEqual([]);
    state.linked = true;
    expect(report.cloudNamed('Harbour', { welcome: true })).toBe(false);
    expect(state.told).toEqual(['Harbour west']);
  });

  it('takes the cloud’s name without telling it back', () => {
    const { state, report } = reportWith('Harbour');
    report.cloudNamed('Harbour', { welcome: true });
    expect(report.cloudNamed('Quay', { welcome: false })).toBe(true);
    state.name = 'Quay'; // the server mirrors it
    report.settingsChanged();
    expect(state.told).toEqual([]);
  });
});
