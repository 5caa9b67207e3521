// The license server module's public face (cloud-api §7.3).
export { signedTextOfBlock } from './license-block.ts';
export { LicenseIssuer } from './license-issuer.ts';
export { LicenseKeysRepository } from './license-keys.repository.ts';
export { licenseServerRoutes } from './license-server.routes.ts';
export { LicenseServerService } from './license-server.service.ts';
export {
  licenseActivations,
  licenseKeys,
  licenseSigningKeys,
  licenseUsageReports,
} from './license-server.table.ts';
export { SigningKeyStore } from './signing-key.ts';
