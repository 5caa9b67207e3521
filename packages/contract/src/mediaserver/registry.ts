/**
 * The media server API's named schemas. Its schemas register here, not in zod's global registry, so that a
 * media-server `User` never collides with another API's schema of the same name, and the media server's
 * OpenAPI documents hold only its own components.
 */
import * as z from 'zod/mini';
import type { SchemaRegistry } from '../endpoints/endpoint.ts';

export const mediaServerRegistry: SchemaRegistry = z.registry();
