/** The messages in German (de_DE), addressing the reader formally, as the web app does. */
import { BRAND_NAME, composeMail, type MailBody } from './layout.ts';
import type { MailTemplates } from './mail-templates.ts';

type Parts = Omit<MailBody, 'lang' | 'linkHint' | 'signature'>;

/** "Argus Cloud" in a compound noun is hyphenated throughout: Argus-Cloud-Konto. */
const BRAND_COMPOUND = BRAND_NAME.replaceAll(' ', '-');

function body(parts: Parts): MailBody {
  return {
    lang: 'de',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signature: 'Viele Grüße',
    ...parts,
  };
}

/** The salutation; the sentence after it starts in lower case, as German letters do after "Hallo …,". */
function hallo(name?: string): string {
  return name?.trim() ? `Hallo ${name.trim()},` : 'Hallo,';
}

const FORMER_OWNER_FOOTER =
  'Sie erhalten diese E-Mail, weil Sie angeboten haben, ein System zu übertragen, dessen Eigentümer Sie sind.';
const SECURITY_FOOTER = `Sie erhalten diese E-Mail, weil sich die Sicherheitseinstellungen Ihres ${BRAND_COMPOUND}-Kontos geändert haben.`;

export const deDE: MailTemplates = {
  activation: (m, link) =>
    composeMail(
      `Aktivieren Sie Ihr ${BRAND_COMPOUND}-Konto`,
      body({
        greeting: hallo(m.firstName),
        paragraphs: [
          `vielen Dank, dass Sie ein ${BRAND_COMPOUND}-Konto erstellt haben. Bitte bestätigen Sie Ihre E-Mail-Adresse, um es zu aktivieren.`,
        ],
        action: { label: 'Konto aktivieren', url: link },
        after: [
          'Wenn Sie dieses Konto nicht erstellt haben, können Sie diese E-Mail ignorieren; das Konto bleibt inaktiv.',
        ],
        footer: `Sie erhalten diese E-Mail, weil mit dieser Adresse ein ${BRAND_COMPOUND}-Konto angelegt wurde.`,
      }),
    ),

  restorePassword: (_m, link) =>
    composeMail(
      `Setzen Sie Ihr ${BRAND_COMPOUND}-Passwort zurück`,
      body({
        greeting: hallo(),
        paragraphs: [
          `wir haben eine Anfrage erhalten, das Passwort des ${BRAND_COMPOUND}-Kontos für diese E-Mail-Adresse zurückzusetzen.`,
        ],
        action: { label: 'Neues Passwort festlegen', url: link },
        after: [
          'Der Link funktioniert nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
        ],
        footer:
          'Sie erhalten diese E-Mail, weil für diese Adresse das Zurücksetzen des Passworts angefordert wurde.',
      }),
    ),

  invitation: (m, link) =>
    composeMail(
      `${m.sharerName} hat Sie zum System „${m.systemName}“ eingeladen`,
      body({
        greeting: hallo(),
        paragraphs: [
          `${m.sharerName} hat Ihnen Zugriff auf das System „${m.systemName}“ in der ${BRAND_NAME} gegeben. Erstellen Sie mit dieser E-Mail-Adresse ein Konto, um es zu öffnen.`,
        ],
        action: { label: 'Konto erstellen', url: link },
        after: [`Wenn Sie ${m.sharerName} nicht kennen, können Sie diese E-Mail ignorieren.`],
        footer: `Sie erhalten diese E-Mail, weil ${m.sharerName} ein System für diese Adresse freigegeben hat.`,
      }),
    ),

  shareNotification: (m, link) =>
    composeMail(
      `${m.sharerName} hat das System „${m.systemName}“ für Sie freigegeben`,
      body({
        greeting: hallo(),
        paragraphs: [
          `${m.sharerName} hat Ihnen Zugriff auf das System „${m.systemName}“ gegeben. Sie finden es jetzt in Ihrer Systemliste in der ${BRAND_NAME}.`,
        ],
        action: { label: 'System öffnen', url: link },
        footer: `Sie erhalten diese E-Mail, weil ein System für Ihr ${BRAND_COMPOUND}-Konto freigegeben wurde.`,
      }),
    ),

  transferOffer: (m, link) =>
    composeMail(
      `${m.fromName} möchte Ihnen das System „${m.systemName}“ übertragen`,
      body({
        greeting: hallo(),
        paragraphs: [
          `${m.fromName} bietet Ihnen an, Eigentümer des Systems „${m.systemName}“ zu werden.`,
          `Als Eigentümer haben Sie die volle Kontrolle über das System, einschließlich seiner Benutzer und seiner Cloud-Verbindung; ${m.fromName} bleibt als Administrator im System.`,
        ],
        action: { label: 'Angebot ansehen', url: link },
        after: [
          'Wenn Sie dieses System nicht übernehmen möchten, lehnen Sie das Angebot ab oder ignorieren Sie diese E-Mail.',
        ],
        footer: `Sie erhalten diese E-Mail, weil eine Eigentumsübertragung an Ihr ${BRAND_COMPOUND}-Konto gestartet wurde.`,
      }),
    ),

  transferAccepted: (m, link) =>
    composeMail(
      `${m.toName} hat das System „${m.systemName}“ übernommen`,
      body({
        greeting: hallo(),
        paragraphs: [
          `${m.toName} hat Ihr Angebot angenommen und ist jetzt Eigentümer des Systems „${m.systemName}“. Sie bleiben als Administrator im System.`,
        ],
        action: { label: 'System öffnen', url: link },
        footer: FORMER_OWNER_FOOTER,
      }),
    ),

  transferRejected: (m, link) =>
    composeMail(
      `${m.toName} hat die Übernahme des Systems „${m.systemName}“ abgelehnt`,
      body({
        greeting: hallo(),
        paragraphs: [
          `${m.toName} hat Ihr Angebot abgelehnt, das System „${m.systemName}“ zu übernehmen. Sie bleiben sein Eigentümer.`,
        ],
        action: { label: 'System öffnen', url: link },
        footer: FORMER_OWNER_FOOTER,
      }),
    ),

  twoFactorEnabled: (m, link) =>
    composeMail(
      `Die Zwei-Faktor-Authentifizierung für Ihr ${BRAND_COMPOUND}-Konto ist eingeschaltet`,
      body({
        greeting: hallo(m.firstName),
        paragraphs: [
          'für Ihr Konto wurde die Zwei-Faktor-Authentifizierung eingeschaltet. Ab jetzt brauchen Sie zum Anmelden außer Ihrem Passwort auch einen Code aus Ihrer Authenticator-App.',
          'Bewahren Sie Ihre Backup-Codes sicher auf: Mit ihnen können Sie sich anmelden, wenn Sie Ihr Gerät verlieren.',
        ],
        action: { label: 'Sicherheitseinstellungen ansehen', url: link },
        after: [
          'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und prüfen Sie Ihre Sicherheitseinstellungen.',
        ],
        footer: SECURITY_FOOTER,
      }),
    ),

  twoFactorDisabled: (m, link) =>
    composeMail(
      `Die Zwei-Faktor-Authentifizierung für Ihr ${BRAND_COMPOUND}-Konto ist ausgeschaltet`,
      body({
        greeting: hallo(m.firstName),
        paragraphs: [
          'für Ihr Konto wurde die Zwei-Faktor-Authentifizierung ausgeschaltet. Zum Anmelden genügt jetzt Ihr Passwort.',
        ],
        action: { label: 'Sicherheitseinstellungen ansehen', url: link },
        after: [
          'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und schalten Sie die Zwei-Faktor-Authentifizierung wieder ein.',
        ],
        footer: SECURITY_FOOTER,
      }),
    ),
};
