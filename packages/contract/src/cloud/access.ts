/**
 * Who may call a cloud endpoint (cloud-api §1.2). The cloud checks the rule before it reads a body; what the
 * caller may do with one system (its role there) is the services' business.
 * - `none`: anyone; a caller who did authenticate is still known to the handler (the anonymous forms of
 *   connect, disconnect and share send `email` and `password` instead).
 * - `session`: a portal session cookie; writes also need `X-CSRFToken` equal to the `csrftoken` cookie.
 * - `account`: a portal session, or `Authorization: Bearer` with an account's access token
 *   ("session or token" in the reference).
 * - `cdb`: Bearer, HTTP Basic `email:password`, or HTTP Basic `systemId:authKey` (a media server for its system).
 * - `cdbAccount`: Bearer or HTTP Basic `email:password` (an account, never a system).
 * - `staff`: a session of a staff account.
 */
export type CloudAccess = 'none' | 'session' | 'account' | 'cdb' | 'cdbAccount' | 'staff';

/** Who made a cloud request, as the cloud's authentication found it. */
export type CloudAuthMethod = 'session' | 'bearer' | 'basic';
