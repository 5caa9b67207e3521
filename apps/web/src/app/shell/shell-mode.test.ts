import { beforeEach, describe, expect, it } from 'vitest';
import { shellModeOf } from './shell-mode.ts';

beforeEach(() => sessionStorage.clear());

describe('shell mode', () => {
  it('runs /embed paths and ?adminPreview=true in iframe mode', () => {
    expect(shellModeOf('/embed/abc', '').iframe).toBe(true);
    expect(shellModeOf('/embed', '').iframe).toBe(true);
    expect(shellModeOf('/embedded', '').iframe).toBe(false);
    expect(shellModeOf('/settings', '').iframe).toBe(false);
    expect(shellModeOf('/settings', '?adminPreview=true').iframe).toBe(true);
    // The preview flag stays for the tab while the user navigates.
    expect(shellModeOf('/settings/users', '').iframe).toBe(true);
  });

  it('turns debug mode on with ?debug', () => {
    expect(shellModeOf('/settings', '').debug).toBe(false);
    expect(shellModeOf('/settings', '?debug').debug).toBe(true);
    expect(shellModeOf('/settings', '').debug).toBe(true);
  });
});
