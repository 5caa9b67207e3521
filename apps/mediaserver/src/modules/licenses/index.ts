export { LicenseCoverage, type ParsedLicense } from './license-coverage.ts';
export { LICENSE_CHECK_MS, LicenseEnforcement } from './license-enforcement.ts';
export { LicenseServerClient, type LicenseServerClientOptions } from './license-server.client.ts';
export { LicensesRepository } from './licenses.repository.ts';
export { INVALID_PASSWORD_TEXT, LicensesService } from './licenses.service.ts';
