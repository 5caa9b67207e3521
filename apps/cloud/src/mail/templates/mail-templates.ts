import type { MailKind, MailOf } from '../mail-message.ts';
import type { MailContent } from './layout.ts';

/** One kind's template in one language: the message's data and its portal link in, the rendered mail out. */
export type MailTemplate<K extends MailKind> = (message: MailOf<K>, link: string) => MailContent;

/** Every kind in one language; the mapped type makes a missing kind a compile error. */
export type MailTemplates = { readonly [K in MailKind]: MailTemplate<K> };
