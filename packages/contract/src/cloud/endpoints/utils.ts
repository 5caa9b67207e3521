/** Anonymous utilities of the portal (cloud-api §8.1) and its test hook (§8.7). */
import { cloudEndpointGroup } from '../endpoint.ts';
import { okReplySchema } from '../schemas/account.ts';
import { codeReplySchema } from '../schemas/oauth.ts';
import { portalSettingsSchema } from '../schemas/portal-settings.ts';
import {
  cloudCapabilitiesSchema,
  languageRequestSchema,
  languagesReplySchema,
  robotCodeRequestSchema,
  visitedKeyMarkedReplySchema,
  visitedKeyReplySchema,
  visitedKeyRequestSchema,
} from '../schemas/utils.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Utilities' });

export const utilsEndpoints = {
  settings: ep({
    method: 'GET',
    path: '/api/utils/settings',
    summary: 'The portal’s branding, features, menus and links.',
    access: 'none',
    reply: portalSettingsSchema,
  }),
  languages: ep({
    method: 'GET',
    path: '/api/utils/languages',
    summary: 'The languages the portal speaks.',
    access: 'none',
    reply: languagesReplySchema,
  }),
  language: ep({
    method: 'GET',
    path: '/api/utils/language',
    summary: 'A 302 to the compiled strings of the current language (sets the `language` cookie).',
    access: 'none',
    raw: true,
  }),
  setLanguage: ep({
    method: 'POST',
    path: '/api/utils/language',
    summary: 'Choose the language: stored in the session, a cookie and (if logged in) the account.',
    access: 'none',
    body: languageRequestSchema,
    reply: languageRequestSchema,
  }),
  cloudCapabilities: ep({
    method: 'GET',
    path: '/api/utils/cloudCapabilities',
    summary: 'What this cloud offers.',
    access: 'none',
    reply: cloudCapabilitiesSchema,
  }),
  cloudCapabilitiesMisspelt: ep({
    method: 'GET',
    path: '/api/utils/cloudCapabilites',
    summary: 'The misspelt path of /api/utils/cloudCapabilities that older consoles call.',
    access: 'none',
    reply: cloudCapabilitiesSchema,
    hidden: true,
  }),
  visitedKey: ep({
    method: 'GET',
    path: '/api/utils/visitedKey',
    summary: 'Whether a one-time link was used, and when.',
    access: 'none',
    query: visitedKeyRequestSchema,
    reply: visitedKeyReplySchema,
  }),
  markVisitedKey: ep({
    method: 'POST',
    path: '/api/utils/visitedKey',
    summary: 'Mark a one-time link as used.',
    access: 'none',
    body: visitedKeyRequestSchema,
    reply: visitedKeyMarkedReplySchema,
  }),
  ping: ep({
    method: 'GET',
    path: '/api/ping',
    summary: 'The portal answers (consoles test cloud reachability with it).',
    access: 'none',
    reply: okReplySchema,
  }),
};

/**
 * The test hook of debug deployments (cloud-api §8.7): the cloud registers it only when it runs in debug
 * mode, and no OpenAPI document lists it.
 */
export const testHookEndpoints = {
  robotGetCode: ep({
    method: 'POST',
    path: '/api/robot/get_code',
    summary: 'The last code e-mailed to an account (debug deployments only).',
    access: 'none',
    tag: 'Test hook',
    body: robotCodeRequestSchema,
    reply: codeReplySchema,
    hidden: true,
  }),
};
