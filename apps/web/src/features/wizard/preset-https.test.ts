import { describe, expect, it } from 'vitest';
import { presetForcesHttps } from './preset-https.ts';

describe('presets and HTTPS', () => {
  it('recommended and security accept only HTTPS; compatibility keeps plain HTTP', () => {
    expect(presetForcesHttps('recommended')).toBe(true);
    expect(presetForcesHttps('security')).toBe(true);
    expect(presetForcesHttps('compatibility')).toBe(false);
  });
});
