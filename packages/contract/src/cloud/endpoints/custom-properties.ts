/**
 * Custom properties of an account (cloud-api §8.4): any JSON per name; the console keeps the theme here.
 * A POST stores the body and echoes it with 201 (the one 201 of the portal).
 */
import { cloudEndpointGroup } from '../endpoint.ts';
import { customPropertySchema } from '../schemas/utils.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Custom properties' });

/** The status of a stored property (cloud-api §1.3). */
export const CUSTOM_PROPERTY_CREATED_STATUS = 201;

export const customPropertyEndpoints = {
  get: ep({
    method: 'GET',
    path: '/api/custom-properties/:name',
    summary: "The caller's property (400 `notFound` when it has none).",
    access: 'account',
    reply: customPropertySchema,
  }),
  set: ep({
    method: 'POST',
    path: '/api/custom-properties/:name',
    summary: "Store the caller's property; echoed with 201.",
    access: 'account',
    body: customPropertySchema,
    reply: customPropertySchema,
  }),
  getForAccount: ep({
    method: 'GET',
    path: '/api/custom-properties/:name/:email',
    summary: "Another account's property (superusers; the caller's own e-mail is its own property).",
    access: 'account',
    reply: customPropertySchema,
  }),
  setForAccount: ep({
    method: 'POST',
    path: '/api/custom-properties/:name/:email',
    summary: "Store another account's property (superusers, or the caller's own e-mail); echoed with 201.",
    access: 'account',
    body: customPropertySchema,
    reply: customPropertySchema,
  }),
};
