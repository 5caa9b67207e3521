import { describe, expect, it } from 'vitest';
import {
  isSettingName,
  SESSION_LIMIT_MAX_MINUTES,
  SETTING_AREAS,
  SETTING_FIELD_TYPES,
  SETTING_NAMES,
  SETTING_WARNINGS,
  SYSTEM_SETTINGS,
  settingArea,
  settingFieldType,
  settingsDocumentation,
  settingsManifest,
  settingToLegacyString,
  settingWriteAccess,
  validateSettingValue,
} from '../src/mediaserver/index.ts';

describe('settings catalogue', () => {
  it('holds every 5.1 setting with the documented type, default and flags', () => {
    // §4.2.4 (119 names) + useSessionLimitForCloud + Argus's credentialPolicyEnforced and embedAllowedOrigins
    expect(SETTING_NAMES.length).toBe(122);
    expect(SYSTEM_SETTINGS.ec2AliveUpdateIntervalSec).toMatchObject({
      type: 'Double',
      default: 60,
      min: 1,
      max: 3600,
    });
    expect(SYSTEM_SETTINGS.smtpConnectionType).toMatchObject({
      default: 'unsecure',
      values: ['unsecure', 'ssl', 'tls'],
    });
    expect(SYSTEM_SETTINGS.metadataStorageChangePolicy.values).toEqual(['keep', 'remove', 'move']);
    expect(SYSTEM_SETTINGS.useSessionLimitForCloud).toMatchObject({ type: 'Bool', default: false });
    expect(SYSTEM_SETTINGS.cloudAuthKey).toMatchObject({ readOnly: true, writeOnly: true });
    expect(SYSTEM_SETTINGS.ldapAdminPassword).toMatchObject({ ownerOnly: true, writeOnly: true });
    expect(SYSTEM_SETTINGS.trafficEncryptionForced).toMatchObject({
      type: 'Bool',
      default: true,
      ownerOnly: true,
    });
    expect(SYSTEM_SETTINGS.watermarkSettings.default).toEqual({
      useWatermark: false,
      frequency: 0.5,
      opacity: 0.3,
    });
    for (const name of SETTING_NAMES) {
      expect(SYSTEM_SETTINGS[name].label, name).not.toBe('');
      expect(SYSTEM_SETTINGS[name].description, name).toMatch(/\.$/);
    }
  });

  it('knows its names', () => {
    expect(isSettingName('systemName')).toBe(true);
    expect(isSettingName('emailSettings')).toBe(false);
    expect(isSettingName('toString')).toBe(false);
  });
});

describe('validateSettingValue', () => {
  it('accepts numbers and numeric strings for numeric settings, within range', () => {
    expect(validateSettingValue('syncTimeEpsilon', '1')).toEqual({ ok: true, value: 1 });
    expect(validateSettingValue('syncTimeEpsilon', 250)).toEqual({ ok: true, value: 250 });
    expect(validateSettingValue('ec2AliveUpdateIntervalSec', 3600)).toEqual({ ok: true, value: 3600 });
    expect(validateSettingValue('ec2AliveUpdateIntervalSec', 3601)).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
    expect(validateSettingValue('ec2AliveUpdateIntervalSec', 0)).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
    expect(validateSettingValue('sessionLimitMinutes', 1.5)).toEqual({ ok: false, reason: 'invalidValue' });
    expect(validateSettingValue('sessionLimitMinutes', 'abc')).toEqual({ ok: false, reason: 'invalidValue' });
    expect(validateSettingValue('sessionLimitMinutes', true)).toEqual({ ok: false, reason: 'invalidValue' });
    expect(validateSettingValue('maxRemoteArchiveSynchronizationThreads', -1)).toEqual({
      ok: true,
      value: -1,
    });
  });

  it('accepts "true"/"false" for booleans only in lenient (legacy) mode', () => {
    expect(validateSettingValue('auditTrailEnabled', false)).toEqual({ ok: true, value: false });
    expect(validateSettingValue('auditTrailEnabled', 'false')).toEqual({ ok: false, reason: 'invalidValue' });
    expect(validateSettingValue('auditTrailEnabled', 'false', { lenient: true })).toEqual({
      ok: true,
      value: false,
    });
    expect(validateSettingValue('auditTrailEnabled', 'TRUE', { lenient: true })).toEqual({
      ok: true,
      value: true,
    });
    expect(validateSettingValue('auditTrailEnabled', 'yes', { lenient: true })).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
  });

  it('checks strings and their fixed values', () => {
    expect(validateSettingValue('systemName', 'Site')).toEqual({ ok: true, value: 'Site' });
    expect(validateSettingValue('systemName', 42)).toEqual({ ok: false, reason: 'invalidValue' });
    expect(validateSettingValue('systemName', 42, { lenient: true })).toEqual({ ok: true, value: '42' });
    expect(validateSettingValue('smtpConnectionType', 'tls')).toEqual({ ok: true, value: 'tls' });
    expect(validateSettingValue('smtpConnectionType', 'starttls')).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
    expect(validateSettingValue('metadataStorageChangePolicy', 'move')).toEqual({ ok: true, value: 'move' });
  });

  it('checks object settings against their shape and fills missing fields', () => {
    expect(validateSettingValue('watermarkSettings', { useWatermark: true })).toEqual({
      ok: true,
      value: { useWatermark: true, frequency: 0.5, opacity: 0.3 },
    });
    expect(validateSettingValue('watermarkSettings', { opacity: 2 })).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
    expect(validateSettingValue('watermarkSettings', [])).toEqual({ ok: false, reason: 'invalidValue' });
    expect(validateSettingValue('watermarkSettings', '{"opacity":0.9}', { lenient: true })).toEqual({
      ok: true,
      value: { useWatermark: false, frequency: 0.5, opacity: 0.9 },
    });
    expect(validateSettingValue('backupSettings', { quality: 'Best' })).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
    expect(validateSettingValue('downloaderPeers', { a: 1 })).toEqual({ ok: true, value: { a: 1 } });
  });

  it('normalises id settings', () => {
    expect(validateSettingValue('primaryTimeServer', '{99CBC715-539B-4BFE-856F-799B45B69B1E}')).toEqual({
      ok: true,
      value: '99cbc715-539b-4bfe-856f-799b45b69b1e',
    });
    expect(validateSettingValue('primaryTimeServer', 'server-1')).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
  });

  it('rejects unknown names', () => {
    expect(validateSettingValue('emailSettings', {})).toEqual({ ok: false, reason: 'unknownName' });
  });
});

describe('manifest, documentation and UI metadata', () => {
  it('builds the REST manifest with labels, types and flags', () => {
    const m = settingsManifest();
    expect(Object.keys(m)).toEqual(SETTING_NAMES);
    expect(m.smtpPassword).toEqual({
      label: 'SMTP password',
      type: 'String',
      isReadOnly: false,
      isWriteOnly: true,
      isOwnerOnly: false,
    });
    expect(m.localSystemId.isReadOnly).toBe(true);
    expect(m.sessionLimitMinutes).toMatchObject({ type: 'Double', isOwnerOnly: true });
  });

  it('documents settings with stringified defaults', () => {
    const docs = settingsDocumentation();
    expect(docs.find((d) => d.name === 'auditTrailPeriodDays')).toEqual({
      name: 'auditTrailPeriodDays',
      description: SYSTEM_SETTINGS.auditTrailPeriodDays.description,
      defaultValue: '183',
    });
    expect(docs.find((d) => d.name === 'statisticsAllowed')?.defaultValue).toBe('true');
    expect(settingToLegacyString({ a: 1 })).toBe('{"a":1}');
  });

  it('picks the field type of each setting for the Advanced page', () => {
    expect(settingFieldType('auditTrailEnabled')).toBe('checkbox');
    expect(settingFieldType('smtpPort')).toBe('number');
    expect(settingFieldType('smtpPassword')).toBe('password');
    expect(settingFieldType('localSystemId')).toBe('static');
    expect(settingFieldType('watermarkSettings')).toBe('json');
    expect(settingFieldType('specificFeatures')).toBe('static');
    expect(settingFieldType('cloudAuthKey')).toBe('static');
    expect(settingFieldType('smtpHost')).toBe('text');
    expect(SETTING_FIELD_TYPES.ldapAdminPassword).toBe('password');
    expect(SETTING_WARNINGS.ec2AliveUpdateIntervalSec).toContain('10%');
  });

  it('puts every setting in one area, each area in use', () => {
    const used = new Set(SETTING_NAMES.map(settingArea));
    for (const name of SETTING_NAMES) expect(SETTING_AREAS, name).toContain(settingArea(name));
    expect([...used].sort()).toEqual([...SETTING_AREAS].sort());
    expect(settingArea('smtpPort')).toBe('email');
    expect(settingArea('sessionLimitMinutes')).toBe('authentication');
  });

  it('bounds the session lifetime at 365 days; 0 still means no limit', () => {
    expect(SESSION_LIMIT_MAX_MINUTES).toBe(525_600);
    expect(validateSettingValue('sessionLimitMinutes', 0)).toEqual({ ok: true, value: 0 });
    expect(validateSettingValue('sessionLimitMinutes', SESSION_LIMIT_MAX_MINUTES)).toEqual({
      ok: true,
      value: SESSION_LIMIT_MAX_MINUTES,
    });
    expect(validateSettingValue('sessionLimitMinutes', SESSION_LIMIT_MAX_MINUTES + 1)).toEqual({
      ok: false,
      reason: 'invalidValue',
    });
  });

  it('says who may write a setting', () => {
    expect(settingWriteAccess('systemName')).toBe('admin');
    expect(settingWriteAccess('sessionLimitMinutes')).toBe('owner');
    expect(settingWriteAccess('localSystemId')).toBe('none');
    expect(settingWriteAccess('primaryTimeServer')).toBe('none');
    expect(settingWriteAccess('primaryTimeServer', 'legacy')).toBe('admin');
  });

  it('keeps the embed allow-list as normalised web origins, and refuses anything else', () => {
    expect(
      validateSettingValue(
        'embedAllowedOrigins',
        'https://a.example, HTTP://B.example:8080/ https://a.example',
      ),
    ).toEqual({
      ok: true,
      value: 'https://a.example http://b.example:8080',
    });
    expect(validateSettingValue('embedAllowedOrigins', '')).toEqual({ ok: true, value: '' });
    for (const bad of [
      'a.example',
      'https://a.example/path',
      'ftp://a.example',
      'https://u:p@a.example',
      'https://a.example?x',
    ])
      expect(validateSettingValue('embedAllowedOrigins', bad), bad).toMatchObject({ ok: false });
    expect(settingWriteAccess('embedAllowedOrigins')).toBe('owner');
    expect(settingWriteAccess('credentialPolicyEnforced')).toBe('owner');
  });
});
