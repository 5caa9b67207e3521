export { type CrudRepository, crudRepository } from './crud.repository.ts';
export { type CrudHooks, CrudService } from './crud.service.ts';
