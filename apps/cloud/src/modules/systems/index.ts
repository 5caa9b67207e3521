export { SystemsRepository } from './systems.repository.ts';
export { SYSTEM_HEALTH_STATES, SYSTEM_STATUSES, type SystemRow, systems } from './systems.table.ts';
