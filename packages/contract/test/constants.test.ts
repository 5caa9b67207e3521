import { describe, expect, it } from 'vitest';
import * as c from '../src/ui/constants.ts';

describe('constants (spec 000 §9, 001 §9)', () => {
  it('has the session, alert and polling timings', () => {
    expect(c.SESSION_FRESHNESS_S).toBe(600);
    expect(c.ALERT_TIMEOUT_MS).toBe(3000);
    expect(c.ALERT_LONG_TIMEOUT_MS).toBe(6000);
    expect(c.POLLING_INTERVAL_MS).toBe(30_000);
    expect(c.DEFAULT_REQUEST_TIMEOUT_MS).toBe(60_000);
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
    expect(c.DIALOG_WIDTHS).toEqual({ large: 800, info: 774, action: 448, normal: 500, small: 400 });
    expect(c.HEADER_HEIGHT_PX).toBe(48);
  });

  it('has the limits and lists', () => {
    expect(c.STORAGE_EVENTS_LIMIT_MAX).toBe(2000);
    expect(c.DEFAULT_LANGUAGE).toBe('en_US');
    expect(c.THEME_PREFERENCES).toEqual(['auto', 'dark', 'light']);
    expect(c.TOAST_TYPES).toEqual(['success', 'warning', 'danger', 'info']);
    expect(c.LOG_LEVELS).toEqual(['none', 'error', 'warning', 'info', 'debug', 'verbose']);
    expect(c.NEW_SYSTEM_CLEARED_STORAGE_KEYS).toEqual([
      'refreshToken',
      'cloudAccessToken',
      'cloudApiAccessToken',
      'cloudApiRefreshToken',
    ]);
  });

  it('has the web client video timings and the records window', () => {
    expect(c.HLS_LOADING_TIMEOUT_MS).toBe(90_000);
    expect(c.NATIVE_HLS_LOADING_TIMEOUT_MS).toBe(60_000);
    expect(c.PLAYER_RELOAD_TIMEOUT_MS).toBe(30_000);
    expect(c.END_OF_ARCHIVE_MS).toBe(3000);
    expect(c.PLAYER_MAX_CRASH_COUNT).toBe(2);
    expect(c.ARCHIVE_STATE_UPDATE_MS).toBe(60_000);
    expect(c.ARCHIVE_RECORDS_UPDATE_MS).toBe(2000);
    expect(c.RECORDS_WINDOW_BACK_MS).toBe(30 * 86_400_000);
    expect(c.RECORDS_WINDOW_FORWARD_MS).toBe(100_000);
  });
});
