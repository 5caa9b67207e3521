import type { CameraAbilities } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import {
  brushTypeOf,
  brushTypeReason,
  brushUsable,
  cellOfBrush,
  defaultBrush,
  fpsProblem,
  recordingTypeOfBrush,
} from './brush-rules.ts';

const full: CameraAbilities = {
  maxFps: 30,
  hasDualStreaming: true,
  dualStreamingDisabled: false,
  motionEnabled: true,
};

describe('brush rules', () => {
  it('maps brush types to recording types and back', () => {
    expect(recordingTypeOfBrush('motion')).toBe('metadataOnly');
    expect(recordingTypeOfBrush('motionLowRes')).toBe('metadataAndLowQuality');
    expect(recordingTypeOfBrush('never')).toBe('never');
    expect(brushTypeOf('metadataAndLowQuality')).toBe('motionLowRes');
    expect(brushTypeOf('always')).toBe('always');
  });

  it('allows every type on a camera that can do everything', () => {
    for (const type of ['always', 'motion', 'motionLowRes', 'never'] as const)
      expect(brushTypeReason(type, full)).toBeNull();
  });

  it('refuses motion types when motion is off, low-res without dual streaming', () => {
    const noMotion = { ...full, motionEnabled: false };
    expect(brushTypeReason('motion', noMotion)).toBe('needsMotion');
    expect(brushTypeReason('motionLowRes', noMotion)).toBe('needsMotion');
    expect(brushTypeReason('always', noMotion)).toBeNull();
    expect(brushTypeReason('motionLowRes', { ...full, hasDualStreaming: false })).toBe('needsDualStreaming');
    expect(brushTypeReason('motionLowRes', { ...full, dualStreamingDisabled: true })).toBe(
      'dualStreamingDisabled',
    );
  });

  it('limits fps to 1..maxFps and starts at 15 or the camera maximum', () => {
    expect(fpsProblem(31, full)).toBe('fpsAboveMax');
    expect(fpsProblem(0, full)).toBe('fpsTooLow');
    expect(fpsProblem(30, full)).toBeNull();
    expect(defaultBrush(full).fps).toBe(15);
    expect(defaultBrush({ maxFps: 10 }).fps).toBe(10);
  });

  it('says whether a brush can paint and which cell it paints', () => {
    const brush = defaultBrush(full);
    expect(brushUsable(brush, full)).toBe(true);
    expect(brushUsable({ ...brush, fps: 60 }, full)).toBe(false);
    expect(brushUsable({ ...brush, type: 'motion' }, { ...full, motionEnabled: false })).toBe(false);
    expect(cellOfBrush({ ...brush, type: 'motion' })).toEqual({
      recordingType: 'metadataOnly',
      streamQuality: 'high',
      fps: 15,
      bitrateKbps: 0,
    });
  });
});
