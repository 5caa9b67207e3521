export { admitServer } from './admission.ts';
export { MergeService, type MergeServiceDeps } from './merge.service.ts';
export { MergeRun, type MergeRunDeps } from './merge-run.ts';
