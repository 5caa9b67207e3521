/** Rendering a message: its language picks the templates, the link table picks its portal link. */
import { type MailLanguage, resolveMailLanguage } from '../mail-language.ts';
import { mailLink } from '../mail-links.ts';
import type { MailKind, MailMessage, MailOf } from '../mail-message.ts';
import { deDE } from './de_DE.ts';
import { enUS } from './en_US.ts';
import type { MailContent } from './layout.ts';
import type { MailTemplate, MailTemplates } from './mail-templates.ts';

export { BRAND_NAME, escapeHtml, type MailContent } from './layout.ts';

const TEMPLATES: Record<MailLanguage, MailTemplates> = { en_US: enUS, de_DE: deDE };

export interface RenderedMail extends MailContent {
  language: MailLanguage;
  link: string;
}

export function renderMail(message: MailMessage, publicUrl: string): RenderedMail {
  const language = resolveMailLanguage(message.language);
  const link = mailLink(message, publicUrl);
  // The mapped type pairs each kind with its own template; TypeScript cannot follow that through a union.
  const template = TEMPLATES[language][message.kind] as MailTemplate<MailKind>;
  return { ...template(message as MailOf<MailKind>, link), language, link };
}
