import { ptzCommandFor } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { presetNameProblem } from './PtzPresets.tsx';
import { intentOfHeld, ptzKeyOf, sameIntent } from './ptz-keys.ts';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
) => ptzKeyOf({ key: k, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, ...mods });

describe('PTZ keys of a focused tile', () => {
  it('are the arrows and + −; Shift+arrow and shortcuts with Ctrl, Alt or Meta stay the page’s', () => {
    expect(['ArrowUp', 'ArrowLeft', '+', '-', '='].map((k) => key(k))).toEqual([
      'ArrowUp',
      'ArrowLeft',
      '+',
      '-',
      '=',
    ]);
    expect(key('+', { shiftKey: true })).toBe('+');
    expect(key('ArrowLeft', { shiftKey: true })).toBeNull();
    expect(key('ArrowLeft', { ctrlKey: true })).toBeNull();
    expect(key('l')).toBeNull();
  });

  it('combine while held: up and left move diagonally, opposites cancel, nothing held stops', () => {
    expect(intentOfHeld(new Set(['ArrowUp', 'ArrowLeft']))).toEqual({
      kind: 'move',
      pan: -1,
      tilt: 1,
      zoom: 0,
    });
    expect(intentOfHeld(new Set(['ArrowLeft', 'ArrowRight']))).toEqual({ kind: 'stop' });
    expect(intentOfHeld(new Set(['+', '=']))).toEqual({ kind: 'move', pan: 0, tilt: 0, zoom: 1 });
    expect(intentOfHeld(new Set())).toEqual({ kind: 'stop' });
    expect(sameIntent({ kind: 'stop' }, intentOfHeld(new Set()))).toBe(true);
  });

  it('become the API body of a continuous move at the console’s speed', () => {
    expect(ptzCommandFor('cam', intentOfHeld(new Set(['ArrowDown', '-'])))).toEqual({
      command: 'ContinuousMovePtzCommand',
      cameraId: 'cam',
      xSpeed: 0,
      ySpeed: -0.5,
      zSpeed: -0.5,
    });
  });
});

describe('preset names', () => {
  it('need 1 to 64 characters after trimming', () => {
    expect(presetNameProblem('  ')).toBe('presets.nameRequired');
    expect(presetNameProblem('x'.repeat(65))).toBe('presets.nameTooLong');
    expect(presetNameProblem(' Gate ')).toBeNull();
  });
});
