/**
 * The system's outgoing mail settings (media-server-api §4.2.4) as a nodemailer SMTP transport: `unsecure` is
 * plain SMTP (port 25, no STARTTLS), `ssl` is SMTP over TLS (465), `tls` requires STARTTLS (587); a port of 0
 * takes that default. `smtpTimeout` (s) bounds connecting, the greeting and every wait on the socket.
 */
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface SmtpSettings {
  smtpHost: string;
  smtpPort: number;
  smtpConnectionType: string;
  smtpUser: string;
  smtpPassword: string;
  smtpTimeout: number;
  emailFrom: string;
  smtpName: string;
  emailSignature: string;
}

const DEFAULT_PORTS: Record<string, number> = { unsecure: 25, ssl: 465, tls: 587 };

export function smtpTransportOptions(s: SmtpSettings): SMTPTransport.Options {
  const type = s.smtpConnectionType in DEFAULT_PORTS ? s.smtpConnectionType : 'unsecure';
  const timeoutMs = Math.max(1, s.smtpTimeout) * 1000;
  return {
    host: s.smtpHost,
    port: s.smtpPort || DEFAULT_PORTS[type],
    secure: type === 'ssl',
    requireTLS: type === 'tls',
    ignoreTLS: type === 'unsecure',
    ...(s.smtpUser ? { auth: { user: s.smtpUser, pass: s.smtpPassword } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/** The sender: `emailFrom`, with `smtpName` as its display name when set. */
export function senderOf(s: SmtpSettings): string | { name: string; address: string } {
  return s.smtpName ? { name: s.smtpName, address: s.emailFrom } : s.emailFrom;
}
