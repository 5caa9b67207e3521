import { describe, expect, it } from 'vitest';
import { type KeyPress, viewActionOf } from './view-keys.ts';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...more,
});

describe('View page keys', () => {
  it('plays and pauses, steps 5 s or 60 s with Shift, goes live', () => {
    expect(viewActionOf(press(' '))).toEqual({ type: 'togglePlay' });
    expect(viewActionOf(press('ArrowLeft'))).toEqual({ type: 'seekBy', deltaMs: -5000 });
    expect(viewActionOf(press('ArrowRight', { shiftKey: true }))).toEqual({
      type: 'seekBy',
      deltaMs: 60_000,
    });
    expect(viewActionOf(press('Home'))).toEqual({ type: 'live' });
    expect(viewActionOf(press('L', { shiftKey: true }))).toEqual({ type: 'live' });
  });

  it('changes camera and zooms', () => {
    expect(viewActionOf(press('['))).toEqual({ type: 'camera', step: -1 });
    expect(viewActionOf(press('PageDown'))).toEqual({ type: 'camera', step: 1 });
    expect(viewActionOf(press('+', { shiftKey: true }))).toEqual({ type: 'zoom', direction: 'in' });
    expect(viewActionOf(press('-'))).toEqual({ type: 'zoom', direction: 'out' });
  });

  it('shows the open tile fullscreen and steps frames', () => {
    expect(viewActionOf(press('f'))).toEqual({ type: 'fullscreen' });
    expect(viewActionOf(press('F', { shiftKey: true }))).toEqual({ type: 'fullscreen' });
    expect(viewActionOf(press(','))).toEqual({ type: 'frameStep', direction: -1 });
    expect(viewActionOf(press('.'))).toEqual({ type: 'frameStep', direction: 1 });
    expect(viewActionOf(press('f', { target: document.createElement('input') }))).toBeNull();
  });

  it('plays slower or faster with Ctrl+← and Ctrl+→ (Nx’s keys), not in a field', () => {
    expect(viewActionOf(press('ArrowLeft', { ctrlKey: true }))).toEqual({ type: 'speed', step: -1 });
    expect(viewActionOf(press('ArrowRight', { ctrlKey: true }))).toEqual({ type: 'speed', step: 1 });
    expect(viewActionOf(press('ArrowRight', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(
      viewActionOf(press('ArrowLeft', { ctrlKey: true, target: document.createElement('input') })),
    ).toBeNull();
  });

  it('leaves keys typed into fields, browser shortcuts, and Space on buttons alone', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    expect(viewActionOf(press('ArrowLeft', { target: input }))).toBeNull();
    expect(viewActionOf(press(' ', { target: button }))).toBeNull();
    expect(viewActionOf(press('ArrowLeft', { target: button }))).toEqual({ type: 'seekBy', deltaMs: -5000 });
    expect(viewActionOf(press('l', { ctrlKey: true }))).toBeNull();
    expect(viewActionOf(press('x'))).toBeNull();
  });
});
