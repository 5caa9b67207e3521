/** The system: identity, setup, local state. The public face of the module. */
export type { ConfigureDeps } from './configure.ts';
export { LocalStateRepository } from './local-state.repository.ts';
export { localState } from './local-state.table.ts';
export { loadServerIdentity, type ServerIdentity } from './server-identity.ts';
export { PORT_KEY, SystemService } from './system.service.ts';
export type { SetupDeps } from './system-setup.ts';
export { isNewSystem, localSystemIdOf } from './system-state.ts';
