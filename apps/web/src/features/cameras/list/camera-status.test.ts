import { DEVICE_STATUSES } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { cameraStatusLook } from './camera-status.ts';

describe('camera status icons', () => {
  it('maps every displayed status to one of the spec icons', () => {
    const icons = [...DEVICE_STATUSES, 'Scheduled' as const].map((s) => cameraStatusLook(s).icon);
    expect(icons).toEqual(['offline', 'unauthorized', 'online', 'recording', 'archive', 'scheduled']);
  });

  it('names the text of each status in the cameras namespace', () => {
    expect(cameraStatusLook('Unauthorized').textKey).toBe('status.unauthorized');
    expect(cameraStatusLook('NotDefined').textKey).toBe('status.archive');
  });
});
