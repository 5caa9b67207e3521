/** Web pages: the public face of the module. */
export { webPagesRepository } from './web-pages.repository.ts';
export { createWebPagesService, type WebPagesService } from './web-pages.service.ts';
export { type WebPageRow, webPages } from './web-pages.table.ts';
