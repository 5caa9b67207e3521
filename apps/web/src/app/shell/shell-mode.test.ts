import { beforeEach, describe, expect, it } from 'vitest';
import { addressKeepingShellMode, forgetPreviewForTests, shellModeOf } from './shell-mode.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  forgetPreviewForTests();
});

describe('shell mode', () => {
  it('runs /embed paths in iframe mode', () => {
    expect(shellModeOf('/embed/abc', '').iframe).toBe(true);
    expect(shellModeOf('/embed', '').iframe).toBe(true);
    expect(shellModeOf('/embedded', '').iframe).toBe(false);
    expect(shellModeOf('/settings', '').iframe).toBe(false);
  });

  it('keeps ?adminPreview=true for the document while the user navigates in it', () => {
    expect(shellModeOf('/settings', '?adminPreview=true').iframe).toBe(true);
    expect(shellModeOf('/settings/users', '').iframe).toBe(true);
  });

  it('does not let preview mode stick to the tab: nothing is stored, a new document starts without it', () => {
    shellModeOf('/settings', '?adminPreview=true');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    // The top-level page of the same tab (another document) loads without the flag.
    forgetPreviewForTests();
    expect(shellModeOf('/settings', '').iframe).toBe(false);
  });

  it('carries the preview flag into the address of a reload, and only in preview mode', () => {
    expect(addressKeepingShellMode('/settings/users?x=1#top')).toBe('/settings/users?x=1#top');
    shellModeOf('/settings', '?adminPreview=true');
    expect(addressKeepingShellMode('/settings/users?x=1#top')).toBe(
      '/settings/users?x=1&adminPreview=true#top',
    );
    expect(addressKeepingShellMode('/settings?adminPreview=true')).toBe('/settings?adminPreview=true');
  });

  it('turns debug mode on with ?debug, for the tab', () => {
    expect(shellModeOf('/settings', '').debug).toBe(false);
    expect(shellModeOf('/settings', '?debug').debug).toBe(true);
    expect(shellModeOf('/settings', '').debug).toBe(true);
  });
});
