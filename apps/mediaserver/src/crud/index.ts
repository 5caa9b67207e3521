export { type CrudRepository, crudRepository } from './crud.repository.ts';
export { type CrudEndpoints, crudRoutes } from './crud.routes.ts';
export { type CrudHooks, CrudService } from './crud.service.ts';
