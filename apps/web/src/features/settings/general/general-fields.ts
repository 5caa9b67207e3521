import { validateEmail, validatePort } from '@argus/contract';
import { SESSION_LIMIT_MAX_MINUTES, type SettingName } from '@argus/contract/mediaserver';
import type { FormErrors } from '@mantine/form';
import type { SettingsFormValues } from '../settings-values.ts';

export const SYSTEM_NAME_MAX_LENGTH = 255;
export const TEXT_SETTING_MAX_LENGTH = 255;
export const SMTP_CONNECTION_TYPES = ['unsecure', 'ssl', 'tls'] as const;

/** How a General-page field is edited beyond its manifest type. */
export type GeneralFieldKind = 'default' | 'connectionType' | 'sessionLimit' | 'port' | 'email' | 'multiline';

export interface GeneralField {
  name: SettingName;
  kind?: GeneralFieldKind;
  /** A one-line help under the field (`general.help.<name>`). */
  help?: boolean;
  /**
   * The server's start options may decide the setting (it is then read-only in the manifest): the help says so
   * and how to change it (`general.help.<name>Pinned`).
   */
  pinnedHelp?: boolean;
  /**
   * Warn about ports below 1024 (spec 000 §5): they need elevated rights, which matters only for a port the
   * media server itself listens on. Ports the server connects to (SMTP's 25, 465, 587) never warn.
   */
  warnRestrictedPort?: boolean;
}

export interface GeneralSection {
  key: 'system' | 'security' | 'email';
  fields: GeneralField[];
}

/** The settings on the General tab, by section. Settings the server does not report are skipped. */
export const GENERAL_SECTIONS: GeneralSection[] = [
  {
    key: 'system',
    fields: [
      { name: 'autoDiscoveryEnabled', help: true, pinnedHelp: true },
      { name: 'timeSynchronizationEnabled' },
      { name: 'statisticsAllowed' },
      { name: 'auditTrailEnabled' },
      { name: 'updateNotificationsEnabled' },
      { name: 'cameraSettingsOptimization' },
    ],
  },
  {
    key: 'security',
    fields: [
      { name: 'trafficEncryptionForced' },
      { name: 'credentialPolicyEnforced', help: true },
      { name: 'videoTrafficEncryptionForced' },
      { name: 'useHttpsOnlyForCameras' },
      { name: 'exposeDeviceCredentials' },
      { name: 'sessionLimitMinutes', kind: 'sessionLimit' },
      { name: 'useSessionLimitForCloud' },
    ],
  },
  {
    key: 'email',
    fields: [
      { name: 'emailFrom', kind: 'email' },
      { name: 'smtpHost' },
      { name: 'smtpPort', kind: 'port' },
      { name: 'smtpConnectionType', kind: 'connectionType' },
      { name: 'smtpUser' },
      { name: 'smtpPassword' },
      { name: 'smtpTimeout' },
      { name: 'emailSignature', kind: 'multiline' },
      { name: 'emailSupportEmail' },
      { name: 'useTextEmailFormat' },
      { name: 'useWindowsEmailLineFeed' },
    ],
  },
];

export const GENERAL_SETTING_NAMES: readonly SettingName[] = [
  'systemName',
  ...GENERAL_SECTIONS.flatMap((s) => s.fields.map((f) => f.name)),
];

const isBlank = (v: unknown) => v === '' || v === undefined || v === null;

/** A non-empty text that is not an e-mail address is likely a web address or phone: allowed. */
function looksLikeEmail(text: string): boolean {
  return text.includes('@');
}

/**
 * Errors of the General form as i18n keys of the settings namespace. The SMTP port may be empty or 0
 * (the protocol's default port); otherwise 1–65535.
 */
export function validateGeneral(values: SettingsFormValues): FormErrors {
  const errors: FormErrors = {};
  const name = values.systemName;
  if ('systemName' in values) {
    if (typeof name !== 'string' || name.trim() === '') errors.systemName = 'errors.systemNameRequired';
    else if (name.length > SYSTEM_NAME_MAX_LENGTH) errors.systemName = 'errors.tooLong';
  }
  const port = values.smtpPort;
  if ('smtpPort' in values && !isBlank(port) && port !== 0) {
    const r = validatePort(port as number | string);
    if (!r.ok) errors.smtpPort = `errors.port.${r.error}`;
  }
  for (const field of ['emailFrom', 'emailSupportEmail'] as const) {
    const text = values[field];
    if (typeof text !== 'string' || text === '') continue;
    if (field === 'emailSupportEmail' && !looksLikeEmail(text)) continue;
    const r = validateEmail(text.trim());
    if (!r.ok) errors[field] = `errors.email.${r.error}`;
  }
  for (const field of ['smtpTimeout', 'sessionLimitMinutes'] as const) {
    if (!(field in values)) continue;
    const v = values[field];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) errors[field] = 'errors.wholeNumber';
  }
  const session = values.sessionLimitMinutes;
  if (!errors.sessionLimitMinutes && typeof session === 'number' && session > SESSION_LIMIT_MAX_MINUTES)
    errors.sessionLimitMinutes = 'errors.sessionLimitMax';
  return errors;
}

/** The warning key for a field's value: a restricted port (below 1024) where the field asks for it. */
export function fieldWarning(field: GeneralField, value: unknown): string | null {
  if (!field.warnRestrictedPort || value === 0 || isBlank(value)) return null;
  const r = validatePort(value as number | string);
  return r.ok && r.warning ? `warnings.port.${r.warning}` : null;
}
