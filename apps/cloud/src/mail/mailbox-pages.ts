/**
 * The development mailbox on the web (docs/mail.md): `GET /dev/mailbox` lists the messages, `/dev/mailbox/<id>`
 * shows one, `/dev/mailbox/<id>.eml` is the raw message and `/dev/mailbox.json` the list for tests and e2e.
 * Only for a cloud without `SMTP_URL`: the caller registers it then, and never in front of real mail.
 */
import { isDomainError } from '@argus/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { listMessages, readMessage, readRawMessage } from './mailbox.ts';
import { MAILBOX_PATH, mailboxListPage, mailboxMessagePage, mailboxNotFoundPage } from './mailbox-html.ts';

export interface MailboxPagesOptions {
  /** The mailbox folder the mailer writes to. */
  dir: string;
}

/** Inline styles only; the message's own HTML runs in a sandboxed frame and may load nothing from outside. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'";

function fresh(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
}

function htmlPage(reply: FastifyReply, html: string): FastifyReply {
  return fresh(reply)
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

function isNotFound(error: unknown): boolean {
  return isDomainError(error) && error.kind === 'notFound';
}

export const registerMailboxPages: FastifyPluginAsync<MailboxPagesOptions> = async (app, { dir }) => {
  app.get(MAILBOX_PATH, async (_request, reply) => htmlPage(reply, mailboxListPage(await listMessages(dir))));

  app.get(`${MAILBOX_PATH}.json`, async (_request, reply) => fresh(reply).send(await listMessages(dir)));

  app.get<{ Params: { name: string } }>(`${MAILBOX_PATH}/:name`, async (request, reply) => {
    const { name } = request.params;
    try {
      if (name.endsWith('.eml')) {
        const id = name.slice(0, -'.eml'.length);
        const raw = await readRawMessage(dir, id);
        return fresh(reply)
          .type('message/rfc822')
          .header('content-disposition', `inline; filename="${id}.eml"`)
          .send(raw);
      }
      return htmlPage(reply, mailboxMessagePage(await readMessage(dir, name)));
    } catch (error) {
      if (isNotFound(error)) return htmlPage(reply.code(404), mailboxNotFoundPage());
      throw error;
    }
  });
};
