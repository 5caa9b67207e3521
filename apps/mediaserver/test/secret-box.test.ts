import { describe, expect, it } from 'vitest';
import { SecretBox } from '../src/db/secret-box.ts';
import { startTestApp } from './support/test-app.ts';

describe('sealed secrets', () => {
  it('opens what it sealed, never shows the secret in the sealed form, and refuses other keys or damage', () => {
    const box = new SecretBox(SecretBox.newKey());
    const sealed = box.seal('camera-pass-42');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('camera-pass-42');
    expect(box.seal('camera-pass-42')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('camera-pass-42');
    expect(new SecretBox(SecretBox.newKey()).open(sealed)).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(box.open('camera-pass-42')).toBeNull();
  });

  it("keeps one key per system across restarts, in the system's local state", async () => {
    const first = await startTestApp();
    const sealed = first.root.secrets.seal('nas-secret');
    const dataDir = first.dataDir;
    await first.app.close();
    const again = await startTestApp({ dataDir });
    expect(again.root.secrets.open(sealed)).toBe('nas-secret');
  });
});
