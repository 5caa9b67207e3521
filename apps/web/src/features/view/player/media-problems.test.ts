import { describe, expect, it } from 'vitest';
import { isFinalStatus, mediaProblemOf } from './media-problems.ts';

describe('media errors (media-server-api §2.4)', () => {
  it('recognises an archive that cannot be decrypted, and the camera password request', () => {
    expect(mediaProblemOf({ error: '4', errorString: 'Cannot decrypt media' })).toEqual({
      kind: 'unplayable',
    });
    expect(mediaProblemOf('{"error":"4","errorString":"Please set up camera password"}')).toEqual({
      kind: 'cameraPassword',
    });
  });

  it('shows any other server text verbatim', () => {
    expect(mediaProblemOf({ error: '9', errorString: 'No archive at this position.' })).toEqual({
      kind: 'message',
      text: 'No archive at this position.',
    });
    // "Cannot decrypt media" without error 4 is just a message.
    expect(mediaProblemOf({ error: '2', errorString: 'Cannot decrypt media' })).toEqual({
      kind: 'message',
      text: 'Cannot decrypt media',
    });
  });

  it('names nothing for bodies without a text', () => {
    expect(mediaProblemOf(undefined)).toBeNull();
    expect(mediaProblemOf('<html>')).toBeNull();
    expect(mediaProblemOf({ error: '0', errorString: '' })).toBeNull();
  });

  it('knows which statuses reloading cannot change', () => {
    expect([403, 404, 503, 500, 0].map(isFinalStatus)).toEqual([true, true, false, false, false]);
  });
});
