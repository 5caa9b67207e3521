// The visited keys module's public face.
export { VisitedKeysRepository } from './visited-keys.repository.ts';
export { VisitedKeysService } from './visited-keys.service.ts';
export { visitedKeys } from './visited-keys.table.ts';
