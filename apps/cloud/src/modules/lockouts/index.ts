export {
  LOCKOUT_BLOCK_MS,
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_WINDOW_MS,
  LockoutService,
} from './lockout.service.ts';
export { LockoutsRepository } from './lockouts.repository.ts';
