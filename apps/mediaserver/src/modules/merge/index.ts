export { MergeService, type MergeServiceDeps } from './merge.service.ts';
