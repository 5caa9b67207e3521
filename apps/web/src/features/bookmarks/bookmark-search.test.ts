import { describe, expect, it } from 'vitest';
import { viewTimeOf } from '../view/view-address.ts';
import {
  bookmarkQueryOf,
  EMPTY_SEARCH,
  isFiltering,
  PAGE_SIZE,
  pageOf,
  playAddressOf,
  SEARCH_LIMIT,
} from './bookmark-search.ts';

describe('bookmark search', () => {
  it('asks for everything, newest first, without filters', () => {
    expect(bookmarkQueryOf(EMPTY_SEARCH)).toEqual({
      column: 'startTime',
      order: 'desc',
      limit: String(SEARCH_LIMIT + 1),
    });
    expect(isFiltering(EMPTY_SEARCH)).toBe(false);
  });

  it('sends text, tags, cameras and whole local days in the server names', () => {
    const query = bookmarkQueryOf({
      text: '  door ',
      tags: ['night', 'alarm'],
      cameraIds: ['b', 'a'],
      fromDay: '2026-11-02',
      toDay: '2026-11-03',
      order: 'camera',
    });
    expect(query).toEqual({
      text: 'door',
      tags: 'alarm,night',
      deviceId: 'a,b',
      startTimeMs: String(new Date(2026, 10, 2).getTime()),
      endTimeMs: String(new Date(2026, 10, 4).getTime()),
      column: 'cameraName',
      order: 'asc',
      limit: String(SEARCH_LIMIT + 1),
    });
    expect(isFiltering({ ...EMPTY_SEARCH, text: ' ' })).toBe(false);
    expect(isFiltering({ ...EMPTY_SEARCH, toDay: '2026-11-03' })).toBe(true);
    expect(isFiltering({ ...EMPTY_SEARCH, cameraIds: ['a'] })).toBe(true);
  });

  it('orders by name, oldest or creation', () => {
    expect(bookmarkQueryOf({ ...EMPTY_SEARCH, order: 'name' })).toMatchObject({
      column: 'name',
      order: 'asc',
    });
    expect(bookmarkQueryOf({ ...EMPTY_SEARCH, order: 'oldest' })).toMatchObject({
      column: 'startTime',
      order: 'asc',
    });
    expect(bookmarkQueryOf({ ...EMPTY_SEARCH, order: 'created' })).toMatchObject({
      column: 'creationTime',
      order: 'desc',
    });
  });

  it('pages the list, keeping the page within range, and says when the search was cut', () => {
    const list = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(list, 1)).toEqual({ items: list.slice(0, PAGE_SIZE), page: 1, pages: 3, truncated: false });
    expect(pageOf(list, 3).items).toEqual(list.slice(40));
    expect(pageOf(list, 9).page).toBe(3);
    expect(pageOf(list, 0).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1, truncated: false });
    const many = Array.from({ length: SEARCH_LIMIT + 1 }, (_, i) => i);
    const last = pageOf(many, 1000);
    expect(last.truncated).toBe(true);
    expect(last.pages).toBe(SEARCH_LIMIT / PAGE_SIZE);
    expect(last.items.at(-1)).toBe(SEARCH_LIMIT - 1);
  });

  it('plays a bookmark on the View page at its camera and time, which the page reads back', () => {
    const address = playAddressOf('/view/cam-1', 1_700_000_000_123.4);
    expect(address).toBe('/view/cam-1?time=1700000000123');
    expect(viewTimeOf(new URL(address, 'http://x').search)).toBe(1_700_000_000_123);
    expect(viewTimeOf('?time=soon')).toBeNull();
    expect(viewTimeOf('')).toBeNull();
  });
});
