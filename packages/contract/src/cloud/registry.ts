/**
 * The cloud API's named schemas: its own registry, so that a cloud `Account` or `System` never collides with a
 * media-server schema of the same name, and the cloud's OpenAPI document holds only its own components.
 */
import * as z from 'zod/mini';

export interface SchemaMeta {
  id: string;
  description?: string;
}

export const cloudRegistry = z.registry<SchemaMeta>();
