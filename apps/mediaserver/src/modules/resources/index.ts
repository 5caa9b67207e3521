/** Resources in general: parameters of any resource, the directory of kinds, removal by id. */
export {
  ResourceDirectory,
  type ResourceInfo,
  type ResourceKind,
  type ResourceLookup,
} from './resource-directory.ts';
export { type ParamRecord, ResourceParamsRepository } from './resource-params.repository.ts';
export { ResourceParamsService } from './resource-params.service.ts';
export { type ResourceParamRow, resourceParams } from './resource-params.table.ts';
export { ResourceRemoval, type ResourceRemover } from './resource-removal.ts';
