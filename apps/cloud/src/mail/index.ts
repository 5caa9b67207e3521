/** The cloud's e-mail (docs/mail.md): what other modules may use. */
export { MAIL_LANGUAGES, type MailLanguage, resolveMailLanguage } from './mail-language.ts';
export { mailLink } from './mail-links.ts';
export type {
  ActivationMail,
  InvitationMail,
  MailKind,
  MailMessage,
  RestorePasswordMail,
  ShareNotificationMail,
  TransferAcceptedMail,
  TransferOfferMail,
  TransferRejectedMail,
  TwoFactorDisabledMail,
  TwoFactorEnabledMail,
} from './mail-message.ts';
export { listMessages, type MailboxEntry, type MailboxMessage, readMessage } from './mailbox.ts';
export { MAILBOX_PATH } from './mailbox-html.ts';
export { type MailboxPagesOptions, registerMailboxPages } from './mailbox-pages.ts';
export { createMailer, type Mailer, type MailerOptions, type MailLog, sendReported } from './mailer.ts';
