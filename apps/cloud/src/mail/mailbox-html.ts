/**
 * The development mailbox's pages: a list of messages and one message (its HTML part in a sandboxed frame,
 * its text part, links and headers). Everything shown is escaped; the frame gets no scripts, and links in it
 * open in a new tab.
 */
import type { MailboxEntry, MailboxMessage } from './mailbox.ts';
import { escapeHtml } from './templates/index.ts';

export const MAILBOX_PATH = '/dev/mailbox';

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7f9; --fg: #1f2933; --muted: #65717e; --card: #fff;
  --line: #dde1e6; --accent: #1c64f2; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #15181c; --fg: #e4e7eb; --muted: #9aa5b1; --card: #1f2328; --line: #323840; --accent: #76a9fa; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { max-width: 1100px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 16px; margin: 28px 0 8px; }
p.lead, .muted { color: var(--muted); }
a { color: var(--accent); }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
table { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line);
  border-radius: 8px; overflow: hidden; }
th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid var(--line); vertical-align: top;
  overflow-wrap: anywhere; }
th { font-weight: 600; color: var(--muted); font-size: 13px; }
tr:last-child td { border-bottom: 0; }
tbody tr:hover { background: color-mix(in srgb, var(--accent) 8%, transparent); }
td.when { white-space: nowrap; color: var(--muted); }
.kind { display: inline-block; padding: 0 8px; border-radius: 999px; border: 1px solid var(--line);
  font-size: 12px; color: var(--muted); }
.empty { padding: 32px; text-align: center; background: var(--card); border: 1px dashed var(--line);
  border-radius: 8px; color: var(--muted); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 12px 0; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 780px; border: 1px solid var(--line); border-radius: 8px; background: #fff;
  resize: vertical; }
pre { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px;
  white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
nav { margin-bottom: 16px; }
ul.links { margin: 0; padding-left: 20px; overflow-wrap: anywhere; }
`;

function page(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

function messageHref(id: string, suffix = ''): string {
  return `${MAILBOX_PATH}/${encodeURIComponent(id)}${suffix}`;
}

function when(date: string): string {
  return `<time datetime="${escapeHtml(date)}">${escapeHtml(date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
}

function kindBadge(kind: string | null): string {
  return kind ? `<span class="kind">${escapeHtml(kind)}</span>` : '';
}

export function mailboxListPage(entries: MailboxEntry[]): string {
  const intro = `<h1>Development mailbox</h1>
<p class="lead">Mail the cloud would have sent, newest first. Without <code>SMTP_URL</code> every message is
written here instead of being delivered. As JSON: <a href="${MAILBOX_PATH}.json">${MAILBOX_PATH}.json</a>.</p>`;
  if (entries.length === 0)
    return page('Development mailbox', `${intro}\n<p class="empty">The mailbox is empty.</p>`);
  const rows = entries
    .map(
      (e) => `<tr>
<td class="when">${when(e.date)}</td>
<td>${escapeHtml(e.to)}</td>
<td><a href="${escapeHtml(messageHref(e.id))}">${escapeHtml(e.subject || '(no subject)')}</a></td>
<td>${kindBadge(e.kind)}</td>
</tr>`,
    )
    .join('\n');
  return page(
    `Development mailbox (${entries.length})`,
    `${intro}
<table>
<thead><tr><th>Written</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

/** The message's HTML for the frame's srcdoc: its links open outside the frame. */
function framed(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

export function mailboxMessagePage(message: MailboxMessage): string {
  const links = message.links.length
    ? `<ul class="links">${message.links
        .map(
          (l) => `<li><a href="${escapeHtml(l)}" target="_blank" rel="noreferrer">${escapeHtml(l)}</a></li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">No links.</p>';
  const html =
    message.html === null
      ? '<p class="muted">This message has no HTML part.</p>'
      : `<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framed(message.html))}"></iframe>`;
  const headers = message.headers
    .map((h) => `<tr><th scope="row">${escapeHtml(h.name)}</th><td>${escapeHtml(h.value)}</td></tr>`)
    .join('\n');
  return page(
    message.subject || 'Message',
    `<nav><a href="${MAILBOX_PATH}">← All messages</a> · <a href="${escapeHtml(messageHref(message.id, '.eml'))}">Raw message (.eml)</a></nav>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Written</dt><dd>${when(message.date)}</dd>
${message.kind ? `<dt>Kind</dt><dd>${kindBadge(message.kind)}</dd>` : ''}
</dl>
<h2>Links</h2>
${links}
<h2>HTML part</h2>
${html}
<h2>Text part</h2>
${message.text === null ? '<p class="muted">This message has no text part.</p>' : `<pre>${escapeHtml(message.text)}</pre>`}
<h2>Headers</h2>
<table><tbody>
${headers}
</tbody></table>`,
  );
}

export function mailboxNotFoundPage(): string {
  return page(
    'No such message',
    `<nav><a href="${MAILBOX_PATH}">← All messages</a></nav>
<h1>No such message</h1>
<p class="lead">The mailbox has no message with this id.</p>`,
  );
}
