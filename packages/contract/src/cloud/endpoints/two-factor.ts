/** Two-factor authentication (cloud-api §3): TOTP key, verification, backup codes, per-system 2FA. */
import { cloudEndpointGroup } from '../endpoint.ts';
import { okReplySchema } from '../schemas/account.ts';
import {
  backupCodesReplySchema,
  createBackupCodesRequestSchema,
  deleteBackupCodesRequestSchema,
  toggleSystem2faRequestSchema,
  totpKeyReplySchema,
  updateSessionRequestSchema,
  verifyCodeQuerySchema,
} from '../schemas/two-factor.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Two-factor authentication' });

export const twoFactorEndpoints = {
  createKey: ep({
    method: 'POST',
    path: '/api/2fa/verification',
    summary: 'Make a new pending TOTP key and return its otpauth:// URL.',
    access: 'account',
    reply: totpKeyReplySchema,
  }),
  verifyCode: ep({
    method: 'GET',
    path: '/api/2fa/verification',
    summary: "Pass a login code's second factor with a TOTP code (and the session's, if there is one).",
    access: 'none',
    query: verifyCodeQuerySchema,
    reply: okReplySchema,
  }),
  updateSession: ep({
    method: 'POST',
    path: '/api/2fa/updateSession',
    summary: 'Pass the second factor for the current session with a TOTP code.',
    access: 'account',
    body: updateSessionRequestSchema,
    reply: okReplySchema,
  }),
  createBackupCodes: ep({
    method: 'POST',
    path: '/api/2fa/backup',
    summary: 'Replace every backup code by new ones (8 unless `count` says otherwise).',
    access: 'account',
    body: createBackupCodesRequestSchema,
    reply: backupCodesReplySchema,
  }),
  listBackupCodes: ep({
    method: 'GET',
    path: '/api/2fa/backup/codes',
    summary: 'The unused backup codes.',
    access: 'account',
    reply: backupCodesReplySchema,
  }),
  verifyBackupCode: ep({
    method: 'GET',
    path: '/api/2fa/backup',
    summary: "Pass a login code's second factor with a backup code (each works once).",
    access: 'none',
    query: verifyCodeQuerySchema,
    reply: okReplySchema,
  }),
  deleteBackupCodes: ep({
    method: 'DELETE',
    path: '/api/2fa/backup',
    summary: 'Delete the listed backup codes, or all of them.',
    access: 'account',
    body: deleteBackupCodesRequestSchema,
    reply: okReplySchema,
  }),
  toggleSystem2fa: ep({
    method: 'POST',
    path: '/api/systems/toggle2fa',
    summary: "Flip a system's two-factor requirement (the owner, with account 2FA).",
    access: 'session',
    body: toggleSystem2faRequestSchema,
    reply: okReplySchema,
  }),
};
