import { describe, expect, it } from 'vitest';
import { tasksOffTheHour, tasksWithUnpaintableSettings, timeOfDayText } from './schedule-fidelity.ts';
import { taskWith } from './schedule-tasks.fixture.ts';

describe('what the grid cannot show', () => {
  it('finds tasks that start or end between two hours, in week order', () => {
    const late = taskWith({ dayOfWeek: 5, startTime: 3600, endTime: 5400 });
    const early = taskWith({ dayOfWeek: 2, startTime: 30, endTime: 7200 });
    expect(tasksOffTheHour([taskWith({}), late, taskWith({ dayOfWeek: 3, endTime: 86_400 }), early])).toEqual(
      [early, late],
    );
  });

  it('finds metadata other than the recording type’s own and qualities the brush does not offer', () => {
    const objects = taskWith({ metadataTypes: 'objects' });
    const motionOnAlways = taskWith({ metadataTypes: 'motion' });
    const present = taskWith({ streamQuality: 'present' });
    const own = taskWith({ recordingType: 'metadataOnly', metadataTypes: 'motion' });
    expect(tasksWithUnpaintableSettings([taskWith({}), objects, motionOnAlways, present, own])).toEqual([
      objects,
      motionOnAlways,
      present,
    ]);
  });

  it('writes times with seconds only when they are not on a minute', () => {
    expect(timeOfDayText(8.5 * 3600)).toBe('08:30');
    expect(timeOfDayText(86_400)).toBe('24:00');
    expect(timeOfDayText(3600 + 61)).toBe('01:01:01');
  });
});
