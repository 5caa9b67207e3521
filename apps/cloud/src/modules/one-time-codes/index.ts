// The one-time codes module's public face.
export { OneTimeCodesRepository } from './one-time-codes.repository.ts';
export {
  AUTH_CODE_LIFETIME_MS,
  type AuthCodeGrant,
  CODE_LIFETIME_MS,
  decodeCode,
  type MailedCodeKind,
  OneTimeCodesService,
} from './one-time-codes.service.ts';
export {
  ONE_TIME_CODE_KINDS,
  type OneTimeCodeKind,
  type OneTimeCodeRow,
  oneTimeCodes,
} from './one-time-codes.table.ts';
