/**
 * What the cloud sends by e-mail, one kind per event, each with the data its template needs. The services
 * (accounts, sharing, transfer, two-factor) build these and hand them to the mailer; they never see
 * templates, links or transports.
 */

/** Who gets the message and in which language (the account's `language`; unknown falls back to en_US). */
interface Addressed {
  to: string;
  language: string | null | undefined;
}

export interface ActivationMail extends Addressed {
  kind: 'activation';
  firstName: string;
  code: string;
}

export interface RestorePasswordMail extends Addressed {
  kind: 'restorePassword';
  code: string;
}

/** An e-mail without an account was given a system; registering with the code completes the invitation. */
export interface InvitationMail extends Addressed {
  kind: 'invitation';
  sharerName: string;
  systemName: string;
  code: string;
}

/** An existing account was given a system. */
export interface ShareNotificationMail extends Addressed {
  kind: 'shareNotification';
  sharerName: string;
  systemName: string;
  systemId: string;
}

/** To the proposed new owner (cloud-api §6, `ownership_transfer_invite`). */
export interface TransferOfferMail extends Addressed {
  kind: 'transferOffer';
  fromName: string;
  systemName: string;
  systemId: string;
}

/** To the current owner, after the proposed owner answered (cloud-api §6, `ownership_transfer_response`). */
interface TransferAnswer extends Addressed {
  toName: string;
  systemName: string;
  systemId: string;
}

export interface TransferAcceptedMail extends TransferAnswer {
  kind: 'transferAccepted';
}

export interface TransferRejectedMail extends TransferAnswer {
  kind: 'transferRejected';
}

interface TwoFactorChange extends Addressed {
  firstName: string;
}

export interface TwoFactorEnabledMail extends TwoFactorChange {
  kind: 'twoFactorEnabled';
}

export interface TwoFactorDisabledMail extends TwoFactorChange {
  kind: 'twoFactorDisabled';
}

export type MailMessage =
  | ActivationMail
  | RestorePasswordMail
  | InvitationMail
  | ShareNotificationMail
  | TransferOfferMail
  | TransferAcceptedMail
  | TransferRejectedMail
  | TwoFactorEnabledMail
  | TwoFactorDisabledMail;

export type MailKind = MailMessage['kind'];

/** The message of one kind, e.g. `MailOf<'activation'>`. */
export type MailOf<K extends MailKind> = Extract<MailMessage, { kind: K }>;

export const MAIL_KINDS = [
  'activation',
  'restorePassword',
  'invitation',
  'shareNotification',
  'transferOffer',
  'transferAccepted',
  'transferRejected',
  'twoFactorEnabled',
  'twoFactorDisabled',
] as const satisfies readonly MailKind[];

/** The header that names a sent message's kind, so the development mailbox can tell messages apart. */
export const MAIL_KIND_HEADER = 'X-Argus-Mail-Kind';
