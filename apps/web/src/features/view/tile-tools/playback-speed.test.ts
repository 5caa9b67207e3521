import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FRAME_S,
  frameLengthOf,
  frameStepTarget,
  nextSpeed,
  REVERSE_SPEEDS,
  reversedSpeed,
  SPEEDS,
  speedLabel,
} from './playback-speed.ts';

describe('archive playback speed', () => {
  it('offers ¼× to 16×', () => {
    expect(SPEEDS.map(speedLabel)).toEqual(['¼×', '½×', '1×', '2×', '4×', '8×', '16×']);
  });

  it('steps up and down, stopping at the ends', () => {
    expect(nextSpeed(1, 1)).toBe(2);
    expect(nextSpeed(1, -1)).toBe(0.5);
    expect(nextSpeed(16, 1)).toBe(16);
    expect(nextSpeed(0.25, -1)).toBe(0.25);
    expect(nextSpeed(3, 1)).toBe(8);
  });

  it('goes on past ¼× into reverse, down to −16×, where asked (Ctrl+←)', () => {
    expect(REVERSE_SPEEDS.map(speedLabel)).toEqual(['−¼×', '−½×', '−1×', '−2×', '−4×', '−8×', '−16×']);
    expect(nextSpeed(0.25, -1, true)).toBe(-0.25);
    expect(nextSpeed(-0.25, -1, true)).toBe(-0.5);
    expect(nextSpeed(-16, -1, true)).toBe(-16);
    expect(nextSpeed(-2, 1, true)).toBe(-1);
    expect(nextSpeed(-0.25, 1, true)).toBe(0.25);
    expect(reversedSpeed(4)).toBe(-4);
    expect(reversedSpeed(-0.5)).toBe(0.5);
  });
});

describe('frame step', () => {
  it('learns the frame length from frames shown, ignoring gaps and seeks', () => {
    expect(frameLengthOf([])).toBe(DEFAULT_FRAME_S);
    expect(frameLengthOf([1])).toBe(DEFAULT_FRAME_S);
    expect(frameLengthOf([1, 1.1, 1.2, 3.5, 3.6])).toBeCloseTo(0.1);
    // Two frames presented at one media time, or a jump back, are not a frame.
    expect(frameLengthOf([2, 2, 1, 1.0333])).toBeCloseTo(0.0333);
  });

  it('moves one frame forward or back within what the player holds', () => {
    expect(frameStepTarget(10, 0.04, 1, 0, 20)).toBeCloseTo(10.04);
    expect(frameStepTarget(10, 0.04, -1, 0, 20)).toBeCloseTo(9.96);
    expect(frameStepTarget(0.01, 0.04, -1, 0, 20)).toBe(0);
    expect(frameStepTarget(0, 0.04, -1, 0, 20)).toBeNull();
    expect(frameStepTarget(20, 0.04, 1, 0, 20)).toBeNull();
  });
});
