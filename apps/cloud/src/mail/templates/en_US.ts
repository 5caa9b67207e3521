/** The messages in English (en_US, also the fallback language). */
import { BRAND_NAME, composeMail, type MailBody } from './layout.ts';
import type { MailTemplates } from './mail-templates.ts';

type Parts = Omit<MailBody, 'lang' | 'linkHint' | 'signature'>;

function body(parts: Parts): MailBody {
  return {
    lang: 'en',
    linkHint: 'If the button does not work, copy this link into your browser:',
    signature: 'Kind regards,',
    ...parts,
  };
}

function hello(name?: string): string {
  return name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
}

const FORMER_OWNER_FOOTER = 'You receive this e-mail because you offered to transfer a system you own.';
const SECURITY_FOOTER = `You receive this e-mail because the security settings of your ${BRAND_NAME} account changed.`;

export const enUS: MailTemplates = {
  activation: (m, link) =>
    composeMail(
      `Activate your ${BRAND_NAME} account`,
      body({
        greeting: hello(m.firstName),
        paragraphs: [
          `Thank you for creating an ${BRAND_NAME} account. Please confirm your e-mail address to activate it.`,
        ],
        action: { label: 'Activate account', url: link },
        after: [
          'If you did not create this account, you can ignore this e-mail; the account stays inactive.',
        ],
        footer: `You receive this e-mail because this address was used to sign up for ${BRAND_NAME}.`,
      }),
    ),

  restorePassword: (_m, link) =>
    composeMail(
      `Reset your ${BRAND_NAME} password`,
      body({
        greeting: hello(),
        paragraphs: [
          `We received a request to reset the password of the ${BRAND_NAME} account for this e-mail address.`,
        ],
        action: { label: 'Choose a new password', url: link },
        after: [
          'The link works once. If you did not ask to reset your password, ignore this e-mail; your password stays unchanged.',
        ],
        footer: 'You receive this e-mail because a password reset was requested for this address.',
      }),
    ),

  invitation: (m, link) =>
    composeMail(
      `${m.sharerName} invited you to the system “${m.systemName}”`,
      body({
        greeting: hello(),
        paragraphs: [
          `${m.sharerName} gave you access to the system “${m.systemName}” on ${BRAND_NAME}. Create your account with this e-mail address to open it.`,
        ],
        action: { label: 'Create account', url: link },
        after: [`If you do not know ${m.sharerName}, you can ignore this e-mail.`],
        footer: `You receive this e-mail because ${m.sharerName} shared a system with this address.`,
      }),
    ),

  shareNotification: (m, link) =>
    composeMail(
      `${m.sharerName} shared the system “${m.systemName}” with you`,
      body({
        greeting: hello(),
        paragraphs: [
          `${m.sharerName} gave you access to the system “${m.systemName}”. It now appears in your list of systems on ${BRAND_NAME}.`,
        ],
        action: { label: 'Open the system', url: link },
        footer: `You receive this e-mail because a system was shared with your ${BRAND_NAME} account.`,
      }),
    ),

  transferOffer: (m, link) =>
    composeMail(
      `${m.fromName} wants to transfer the system “${m.systemName}” to you`,
      body({
        greeting: hello(),
        paragraphs: [
          `${m.fromName} offers to make you the owner of the system “${m.systemName}”.`,
          `As its owner you have full control of the system, including its users and its cloud connection; ${m.fromName} stays on the system as an administrator.`,
        ],
        action: { label: 'Review the offer', url: link },
        after: ['If you do not want to own this system, reject the offer or ignore this e-mail.'],
        footer: `You receive this e-mail because a transfer of ownership to your ${BRAND_NAME} account was started.`,
      }),
    ),

  transferAccepted: (m, link) =>
    composeMail(
      `${m.toName} accepted ownership of the system “${m.systemName}”`,
      body({
        greeting: hello(),
        paragraphs: [
          `${m.toName} accepted your offer and is now the owner of the system “${m.systemName}”. You stay on the system as an administrator.`,
        ],
        action: { label: 'Open the system', url: link },
        footer: FORMER_OWNER_FOOTER,
      }),
    ),

  transferRejected: (m, link) =>
    composeMail(
      `${m.toName} declined ownership of the system “${m.systemName}”`,
      body({
        greeting: hello(),
        paragraphs: [
          `${m.toName} rejected your offer to transfer the system “${m.systemName}”. You are still its owner.`,
        ],
        action: { label: 'Open the system', url: link },
        footer: FORMER_OWNER_FOOTER,
      }),
    ),

  twoFactorEnabled: (m, link) =>
    composeMail(
      `Two-factor authentication is on for your ${BRAND_NAME} account`,
      body({
        greeting: hello(m.firstName),
        paragraphs: [
          'Two-factor authentication was turned on for your account. From now on, signing in needs a code from your authenticator app as well as your password.',
          'Keep your backup codes in a safe place: they let you sign in if you lose your device.',
        ],
        action: { label: 'Review security settings', url: link },
        after: ['If this was not you, change your password at once and check your security settings.'],
        footer: SECURITY_FOOTER,
      }),
    ),

  twoFactorDisabled: (m, link) =>
    composeMail(
      `Two-factor authentication is off for your ${BRAND_NAME} account`,
      body({
        greeting: hello(m.firstName),
        paragraphs: [
          'Two-factor authentication was turned off for your account. Signing in now needs only your password.',
        ],
        action: { label: 'Review security settings', url: link },
        after: [
          'If this was not you, change your password at once and turn two-factor authentication on again.',
        ],
        footer: SECURITY_FOOTER,
      }),
    ),
};
