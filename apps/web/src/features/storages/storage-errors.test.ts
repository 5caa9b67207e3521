import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error.ts';
import { storageSaveErrorText } from './storage-errors.ts';

const t = i18next.getFixedT('en_US', 'storages');
const refused = (errorString: string) => new ApiRequestError(422, 'invalidParameter', errorString, {}, null);

describe('storage save errors', () => {
  it('say a path the server cannot use in the spec’s words, with the path', () => {
    expect(storageSaveErrorText(refused('Invalid parameter `path`: /no/such/folder.'), t)).toBe(
      'Invalid storage path. The server cannot use /no/such/folder: a folder must exist and be writable, a share must be reachable.',
    );
  });

  it('keep the server’s own words for other refusals', () => {
    const text = 'This is the only online main storage of the server: it cannot be removed.';
    expect(storageSaveErrorText(refused(text), t)).toBe(text);
    expect(storageSaveErrorText(new Error(''), t)).toBe('The storage could not be saved');
  });
});
