import { NULL_ID } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { currentUser, userWithRole } from '../../../../test/media-server-fixtures.ts';
import { abilitiesOf } from './abilities.ts';

const abilitiesOfRole = (role: 'advancedViewer' | 'viewer' | 'liveViewer') =>
  abilitiesOf(currentUser(userWithRole(role)).access);

describe('what a role lets the caller do', () => {
  it('a Live Viewer watches live video of every camera, nothing more', () => {
    expect(abilitiesOfRole('liveViewer')).toEqual(['liveAll']);
  });

  it('a Viewer also watches and exports recordings and sees bookmarks', () => {
    expect(abilitiesOfRole('viewer')).toEqual(['liveAll', 'archive', 'export', 'viewBookmarks']);
  });

  it('an Advanced Viewer also manages bookmarks, uses PTZ and I/O, and reads logs', () => {
    expect(abilitiesOfRole('advancedViewer')).toEqual([
      'liveAll',
      'archive',
      'export',
      'viewBookmarks',
      'manageBookmarks',
      'userInput',
      'viewLogs',
    ]);
  });

  it('without the all-media permission, live video is of the shared cameras only', () => {
    const user = userWithRole('viewer', { userRoleId: NULL_ID, permissions: 'GlobalViewArchivePermission' });
    const access = currentUser(user).access;
    expect(abilitiesOf(access)).toEqual(['liveShared', 'archive']);
  });

  it('no access answer, no abilities', () => {
    expect(abilitiesOf(null)).toEqual([]);
  });
});
