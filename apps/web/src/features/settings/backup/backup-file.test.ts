import { describe, expect, it } from 'vitest';
import { backupFileName, base64OfFile, bytesOfBase64 } from './backup-file.ts';

describe('backup files', () => {
  it('are named after the system and the local time, with unsafe characters replaced', () => {
    const at = new Date(2026, 10, 24, 14, 5, 33);
    expect(backupFileName('Site North', at)).toBe('Site-North_2026-11-24_14-05-33.db');
    expect(backupFileName('a/b\\c:d*e?"f<g>|h', at)).toBe('a-b-c-d-e-f-g-h_2026-11-24_14-05-33.db');
    expect(backupFileName('Büro Köln', at)).toBe('Büro-Köln_2026-11-24_14-05-33.db');
    expect(backupFileName('../..', at)).toBe('system_2026-11-24_14-05-33.db');
    expect(backupFileName('', new Date(2027, 0, 2, 3, 4, 5))).toBe('system_2027-01-02_03-04-05.db');
  });

  it('go between bytes and base64 without changing a byte', async () => {
    const bytes = new Uint8Array([0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x00, 0xff, 0x80, 0x0a]);
    const base64 = await base64OfFile(new Blob([bytes]));
    expect(base64).toBe('U1FMaXRlAP+ACg==');
    expect([...bytesOfBase64(base64)]).toEqual([...bytes]);
  });
});
