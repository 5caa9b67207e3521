/**
 * The cloud's one way to send e-mail. With an SMTP URL, messages go out through nodemailer's SMTP
 * transport. Without one, nodemailer composes the very same MIME message and it is written to the
 * development mailbox (`<mailboxDir>/<id>.eml`), where the development page and tests read it.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { MAIL_KIND_HEADER, type MailMessage } from './mail-message.ts';
import { writeMailboxMessage } from './mailbox-store.ts';
import { renderMail } from './templates/index.ts';

/** What the mailer reports; pino and Fastify's logger fit. Links and codes are never logged. */
export interface MailLog {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://...`; absent: the development mailbox. */
  smtpUrl?: string | undefined;
  mailboxDir: string;
  /** The sender, e.g. `Argus Cloud <noreply@cloud.example.com>`. */
  from: string;
  /** The portal's origin as users reach it; every link in a message starts with it. */
  publicUrl: string;
  log?: MailLog | undefined;
}

export interface Mailer {
  /** Renders the message in the recipient's language and sends it; rejects when it could not be sent. */
  send(message: MailMessage): Promise<void>;
  /** Closes SMTP connections (nothing to do for the mailbox). */
  close(): void;
}

interface Delivery {
  deliver(mail: SendMailOptions, kind: MailMessage['kind']): Promise<void>;
  close(): void;
}

function smtpDelivery(smtpUrl: string, log: MailLog | undefined): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail, kind) {
      const info = await transport.sendMail(mail);
      log?.info({ kind, messageId: info.messageId }, 'mail sent over SMTP');
    },
    close: () => transport.close(),
  };
}

function mailboxDelivery(mailboxDir: string, log: MailLog | undefined): Delivery {
  // `windows` newlines: the file is the RFC 822 message as it would travel over SMTP.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(mail, kind) {
      const { message } = await composer.sendMail(mail);
      if (!Buffer.isBuffer(message)) throw new Error('nodemailer did not compose the message into a buffer');
      const mailboxId = await writeMailboxMessage(mailboxDir, message);
      log?.info({ kind, mailboxId }, 'mail written to the development mailbox');
    },
    close: () => composer.close(),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, mailboxDir, from, publicUrl, log } = options;
  const delivery = smtpUrl ? smtpDelivery(smtpUrl, log) : mailboxDelivery(mailboxDir, log);
  return {
    async send(message) {
      const rendered = renderMail(message, publicUrl);
      await delivery.deliver(
        {
          from,
          to: message.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: { [MAIL_KIND_HEADER]: message.kind },
        },
        message.kind,
      );
    },
    close: () => delivery.close(),
  };
}

/**
 * Sends a message that reports something already committed (a share, a transfer): its failure must not undo
 * it, so it goes to `log` instead of the caller. Without a mailer nothing is sent.
 */
export async function sendReported(
  mailer: Pick<Mailer, 'send'> | undefined,
  message: MailMessage,
  log?: (error: unknown) => void,
): Promise<void> {
  if (!mailer) return;
  try {
    await mailer.send(message);
  } catch (error) {
    log?.(error);
  }
}
