import { bookmarkCreateRequestSchema } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { bookmarkBodyOf, bookmarkErrorsOf, EMPTY_BOOKMARK, isBookmarkableRange } from './bookmark-form.ts';

describe('bookmark form', () => {
  it('needs a name within the limits', () => {
    expect(bookmarkErrorsOf(EMPTY_BOOKMARK)).toEqual({ name: 'bookmarks.errors.nameRequired' });
    expect(bookmarkErrorsOf({ ...EMPTY_BOOKMARK, name: 'x'.repeat(201) }).name).toBe(
      'bookmarks.errors.nameLong',
    );
    expect(bookmarkErrorsOf({ name: 'Delivery', description: '', tags: ['truck'] })).toEqual({});
  });

  it('sends a body the contract accepts: trimmed name, unique tags, whole milliseconds', () => {
    const body = bookmarkBodyOf(
      { name: ' Delivery ', description: 'At the gate', tags: ['truck', ' truck ', ''] },
      { startMs: 1000.2, endMs: 31_000.4 },
    );
    expect(body).toEqual({
      name: 'Delivery',
      description: 'At the gate',
      startTimeMs: 1000,
      durationMs: 30_000,
      tags: ['truck'],
    });
    expect(bookmarkCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('bookmarks at most 30 days', () => {
    expect(isBookmarkableRange({ startMs: 0, endMs: 30 * 86_400_000 })).toBe(true);
    expect(isBookmarkableRange({ startMs: 0, endMs: 30 * 86_400_000 + 1 })).toBe(false);
    expect(isBookmarkableRange({ startMs: 5, endMs: 5 })).toBe(false);
  });
});
