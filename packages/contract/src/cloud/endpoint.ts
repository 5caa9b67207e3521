import { endpointGroupOf } from '../endpoints/endpoint.ts';
import type { CloudAccess } from './access.ts';

/**
 * Declares cloud endpoints of one area: `const ep = cloudEndpointGroup({family: 'cloud', tag: 'Account'})`.
 * Paths are absolute (`/api/account/login`); the cloud serves each with and without a trailing slash.
 */
export const cloudEndpointGroup = endpointGroupOf<'cloud', CloudAccess>();
