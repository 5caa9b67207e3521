/** The portal session: who is logged in, log in, log out (cloud-api §1.5, §2.2). */
import { cloudEndpointGroup } from '../endpoint.ts';
import { accountProbeSchema, accountSchema, loginRequestSchema, okReplySchema } from '../schemas/account.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Account' });

export const sessionEndpoints = {
  account: ep({
    method: 'GET',
    path: '/api/account',
    summary: 'The logged-in account, or `{"is_authenticated": false}`.',
    access: 'none',
    reply: accountProbeSchema,
  }),
  login: ep({
    method: 'POST',
    path: '/api/account/login',
    summary: 'Log in with e-mail and password: sets the `sessionid` and `csrftoken` cookies.',
    access: 'none',
    body: loginRequestSchema,
    reply: accountSchema,
  }),
  logout: ep({
    method: 'POST',
    path: '/api/account/logout',
    summary: 'End the session and revoke its tokens.',
    access: 'session',
    reply: okReplySchema,
  }),
};
