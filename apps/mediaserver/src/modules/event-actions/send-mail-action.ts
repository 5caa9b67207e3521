/**
 * `sendMailAction`: an e-mail through the system's SMTP settings to the rule's addresses (`emailAddress`,
 * separated by `;`, `,` or spaces) and to the users and roles of `additionalResources` (their users' e-mails),
 * each address once. The subject names the event and what it happened to; the text says what, where, when and
 * why, with the rule's comment and the system's signature. A failure rejects (the engine logs it).
 */
import nodemailer from 'nodemailer';
import type { ActionContext, ActionRunner } from '../event-rules/index.ts';
import { eventLines, eventTitle } from './event-text.ts';
import { type SmtpSettings, senderOf, smtpTransportOptions } from './smtp-settings.ts';

export interface SendMailDeps {
  /** The SMTP settings as they are now. */
  smtp: () => SmtpSettings;
  /** The e-mails of these users, and of the users of these roles (unknown ids and empty e-mails skipped). */
  emailsOf: (resourceIds: readonly string[]) => string[];
  systemName: () => string;
}

/** The addresses of an `emailAddress` text, without empty parts. */
export function splitAddresses(text: string | undefined): string[] {
  return (text ?? '').split(/[;,\s]+/).filter((a) => a.includes('@'));
}

/** The addresses once each (case-insensitively), in their first order. */
function unique(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export class SendMailAction implements ActionRunner {
  readonly type = 'sendMailAction';
  constructor(private readonly d: SendMailDeps) {}

  async run(ctx: ActionContext): Promise<void> {
    const to = unique([
      ...splitAddresses(ctx.params.emailAddress),
      ...this.d.emailsOf(ctx.params.additionalResources ?? []),
    ]);
    if (to.length === 0) throw new Error('The e-mail action has no recipient with an e-mail address');
    const smtp = this.d.smtp();
    if (!smtp.smtpHost) throw new Error('No SMTP server is set (smtpHost)');
    if (!smtp.emailFrom) throw new Error('No sender e-mail is set (emailFrom)');
    const transport = nodemailer.createTransport(smtpTransportOptions(smtp));
    try {
      await transport.sendMail({
        from: senderOf(smtp),
        to,
        subject: `[${this.d.systemName()}] ${eventTitle(ctx.event, ctx.resourceName)}`,
        text: this.body(ctx, smtp.emailSignature),
      });
    } finally {
      transport.close();
    }
  }

  private body(ctx: ActionContext, signature: string): string {
    return [
      ...eventLines(ctx.event, ctx.resourceName, ctx.aggregationCount),
      `System: ${this.d.systemName()}`,
      ...(ctx.rule.comment ? ['', `Rule: ${ctx.rule.comment}`] : []),
      ...(signature ? ['', '-- ', signature] : []),
      '',
    ].join('\n');
  }
}
