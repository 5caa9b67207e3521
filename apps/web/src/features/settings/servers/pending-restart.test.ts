import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetRestart,
  PENDING_RESTART_MAX_AGE_MS,
  pendingRestartOf,
  rememberRestart,
} from './pending-restart.ts';

beforeEach(() => sessionStorage.clear());

describe('pending restart', () => {
  it('is remembered per server until forgotten', () => {
    rememberRestart('s1', 'r1', 1000);
    rememberRestart('s2', 'r2', 1000);
    expect(pendingRestartOf('s1', 2000)).toBe('r1');
    forgetRestart('s1');
    expect(pendingRestartOf('s1', 2000)).toBeNull();
    expect(pendingRestartOf('s2', 2000)).toBe('r2');
  });

  it('is forgotten when too old', () => {
    rememberRestart('s1', 'r1', 0);
    expect(pendingRestartOf('s1', PENDING_RESTART_MAX_AGE_MS + 1)).toBeNull();
  });
});
