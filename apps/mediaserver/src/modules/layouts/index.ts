/** Layouts: the public face of the module. */
export { LayoutsRepository } from './layouts.repository.ts';
export { createLayoutsService, type LayoutsService } from './layouts.service.ts';
export { type LayoutRow, layouts } from './layouts.table.ts';
