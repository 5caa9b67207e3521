import { describe, expect, it } from 'vitest';
import * as c from '../src/constants.ts';

describe('constants (spec 000 §9, 001 §9)', () => {
  it('has the session, alert and polling timings', () => {
    expect(c.SESSION_FRESHNESS_S).toBe(600);
    expect(c.SESSION_RENEW_BEFORE_S).toBe(300);
    expect(c.ALERT_TIMEOUT_MS).toBe(3000);
    expect(c.ALERT_LONG_TIMEOUT_MS).toBe(6000);
    expect(c.POLLING_INTERVAL_MS).toBe(30_000);
    expect(c.UPDATE_INTERVAL_MS).toBe(30_000);
    expect(c.DEFAULT_REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(c.EXTENDED_REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(c.CLOUD_UNAVAILABLE_RETRY_MS).toBe(5000);
    expect(c.SERVER_STATUS_CHECK_MS).toBe(3400);
    expect(c.LOGIN_REDIRECT_DELAY_MS).toBe(150);
  });

  it('has the layout numbers', () => {
    expect(c.BREAKPOINTS).toEqual({
      sm: 576,
      md: 768,
      lg: 992,
      xl: 1280,
      xxl: 1440,
      xxxl: 1600,
      xxxxl: 1920,
    });
    expect(c.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(c.DIALOG_WIDTHS).toEqual({ large: 800, info: 774, action: 448, normal: 500, small: 400 });
    expect(c.HEADER_HEIGHT_PX).toBe(48);
    expect(c.RIBBON_HEIGHT_PX).toBe(33);
  });

  it('has the limits and lists', () => {
    expect(c.MAX_SERVERS).toBe(100);
    expect(c.STORAGE_EVENTS_LIMIT_MAX).toBe(2000);
    expect(c.TABLE_ROW_OPTIONS).toEqual([10, 20]);
    expect(c.CUSTOM_CLIENTS_PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 100, 10_000]);
    expect(c.RECORDS_WINDOW_BACK_MS).toBe(30 * 24 * 3600 * 1000);
    expect(c.DEFAULT_LANGUAGE).toBe('en_US');
    expect(c.THEME_PREFERENCES).toEqual(['auto', 'dark', 'light']);
    expect(c.TOAST_TYPES).toEqual(['success', 'warning', 'danger', 'info']);
    expect(c.LOG_LEVELS).toEqual(['none', 'error', 'warning', 'info', 'debug', 'verbose']);
    expect(c.DEFAULT_LOG_LEVEL).toBe('info');
    expect(c.NEW_SYSTEM_CLEARED_STORAGE_KEYS).toEqual([
      'refreshToken',
      'cloudAccessToken',
      'cloudApiAccessToken',
      'cloudApiRefreshToken',
    ]);
  });
});
