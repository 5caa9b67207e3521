/**
 * The one portal link each message carries (cloud-api §2.5, §5.6, §6). The web app owns these routes; keep
 * this table and docs/mail.md in step with its router.
 */
import type { MailMessage } from './mail-message.ts';

function portalPath(message: MailMessage): string {
  const segment = encodeURIComponent;
  switch (message.kind) {
    case 'activation':
      return `/activate/${segment(message.code)}`;
    case 'restorePassword':
      return `/restore_password/${segment(message.code)}`;
    case 'invitation':
      // The register form reads the code, locks the invited e-mail and completes the invitation.
      return `/register?${new URLSearchParams({ code: message.code })}`;
    case 'shareNotification':
    case 'transferAccepted':
    case 'transferRejected':
      return `/systems/${segment(message.systemId)}`;
    case 'transferOffer':
      // The system's page with the pending offer open, where the proposed owner accepts or rejects it.
      return `/systems/${segment(message.systemId)}?transfer=1`;
    case 'twoFactorEnabled':
    case 'twoFactorDisabled':
      return '/account/security/';
  }
}

/** The absolute link for a message; `publicUrl` is the portal's origin as users reach it (no trailing slash needed). */
export function mailLink(message: MailMessage, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${portalPath(message)}`;
}
