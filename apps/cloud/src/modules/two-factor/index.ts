// The two-factor module's public face.
export { TwoFactorRepository } from './two-factor.repository.ts';
export {
  type FactorKind,
  type SecurityInput,
  systemTwoFactorProblem,
  TOTP_ISSUER,
  TWO_FACTOR_RATE_LIMIT,
  TWO_FACTOR_TEXTS,
  TwoFactorService,
} from './two-factor.service.ts';
