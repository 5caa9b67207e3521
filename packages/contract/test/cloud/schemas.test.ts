import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  accessTokenReplySchema,
  activateRequestSchema,
  boundSystemSchema,
  cdbTokenRequestSchema,
  createBackupCodesRequestSchema,
  introspectionReplySchema,
  oauthLogoutReplySchema,
  portalSettingsSchema,
  registerRequestSchema,
  restorePasswordRequestSchema,
  shareRequestSchema,
  systemArraySchema,
  systemSchema,
  tokenReplySchema,
  visitedKeyReplySchema,
} from '../../src/cloud/index.ts';

/** The per-field messages of a failed parse, as the cloud puts them into `errorData`. */
function problems(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const token = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: '86400',
  expires_at: '1622077477993',
  token_type: 'bearer',
  scope: 'cloud.example.com cloudSystemId=*',
};

describe('token replies (cloud-api §4.2)', () => {
  it('keep expires_in and expires_at as strings', () => {
    expect(z.parse(tokenReplySchema, token)).toEqual(token);
    expect(z.safeParse(tokenReplySchema, { ...token, expires_in: 86400 }).success).toBe(false);
    expect(z.safeParse(tokenReplySchema, { ...token, expires_at: 1622077477993 }).success).toBe(false);
  });

  it('drop the refresh token where the reference says so', () => {
    const { refresh_token: _r, ...alone } = token;
    expect(z.parse(accessTokenReplySchema, token)).toEqual(alone);
    expect(z.safeParse(tokenReplySchema, alone).success).toBe(false);
  });

  it('introspect with every value a string', () => {
    const reply = {
      access_token: 'a',
      expires_in: '86389',
      expires_at: '1622077477993',
      token_type: 'bearer',
      prolongation_period: '0',
      scope: 'cloudSystemId=s1',
      username: 'ann@example.com',
      time_since_password: '11',
    };
    expect(z.parse(introspectionReplySchema, reply)).toEqual(reply);
    expect(z.safeParse(introspectionReplySchema, { ...reply, time_since_password: 11 }).success).toBe(false);
  });

  it('log out with the JSON string', () => {
    expect(z.parse(oauthLogoutReplySchema, 'Successfully logged out.')).toBe('Successfully logged out.');
    expect(z.safeParse(oauthLogoutReplySchema, { resultCode: 'ok' }).success).toBe(false);
  });
});

const system = {
  id: '7d6b1c1e-1c5a-4c51-9a41-4d8a2b1f0e11',
  name: 'Site 1',
  ownerAccountEmail: 'ann@example.com',
  ownerFullName: 'Ann Lee',
  accessRole: 'owner',
  sharingPermissions: [{ accessRole: 'viewer' }],
  customization: 'default',
  version: '5.1.6.1000',
  status: 'activated',
  stateOfHealth: 'online',
  system2faEnabled: false,
  capabilities: { cloudMerge: 1 },
  usageFrequency: 0,
  lastLoginTime: '2024-01-01T00:00:00Z',
  registrationTime: '2024-01-01T00:00:00Z',
  systemSequence: 1,
  opaque: '',
  cloudConnectionSubscriptionStatus: true,
};

describe('System (cloud-api §5.1)', () => {
  it('parses the reference shape', () => {
    expect(z.parse(systemSchema, system)).toEqual(system);
  });

  it('rejects an unknown status, state of health or role', () => {
    expect(z.safeParse(systemSchema, { ...system, status: 'deleted' }).success).toBe(false);
    expect(z.safeParse(systemSchema, { ...system, stateOfHealth: 'sleepy' }).success).toBe(false);
    expect(z.safeParse(systemSchema, { ...system, accessRole: 'none' }).success).toBe(false);
  });

  it('never carries authKey, except when connected or bound', () => {
    expect(z.safeParse(systemSchema, { ...system, authKey: 'secret' }).success).toBe(false);
    expect(z.safeParse(boundSystemSchema, { ...system, authKey: 'secret' }).success).toBe(true);
    expect(z.safeParse(boundSystemSchema, system).success).toBe(false);
  });

  it('answers GET /api/systems/{id} with an array of exactly that system', () => {
    expect(z.safeParse(systemArraySchema, [system]).success).toBe(true);
    expect(z.safeParse(systemArraySchema, system).success).toBe(false);
    expect(z.safeParse(systemArraySchema, []).success).toBe(false);
  });
});

describe('register (cloud-api §2.3)', () => {
  const valid = { email: 'ann@example.com', password: 'Tr1cky-Horse', first_name: 'Ann', last_name: 'Lee' };

  it('accepts the four fields and an optional invitation code', () => {
    expect(z.safeParse(registerRequestSchema, valid).success).toBe(true);
    expect(z.safeParse(registerRequestSchema, { ...valid, code: 'c1' }).success).toBe(true);
  });

  it('reports every broken field on its own', () => {
    const found = problems(registerRequestSchema, {
      email: 'ann@example',
      password: 'short',
      first_name: '   ',
      last_name: 'x'.repeat(256),
    });
    expect(found).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Too short password'],
      first_name: ['This field may not be blank.'],
      last_name: ['Ensure this field has no more than 255 characters.'],
    });
  });

  it('names each missing field', () => {
    expect(Object.keys(problems(registerRequestSchema, {})).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
    ]);
  });

  it('checks the TLD: 2 to 63 letters', () => {
    expect(problems(registerRequestSchema, { ...valid, email: 'ann@example.c' })).toHaveProperty('email');
    expect(problems(registerRequestSchema, { ...valid, email: 'ann@example.co' })).toEqual({});
  });

  it('gives the password rule in the portal words', () => {
    expect(problems(registerRequestSchema, { ...valid, password: 'abcdefghij' })).toEqual({
      password: ['Incorrect password'],
    });
    expect(problems(registerRequestSchema, { ...valid, password: 'x'.repeat(256) })).toEqual({
      password: ['Too long password'],
    });
  });
});

describe('account forms', () => {
  it('activate needs a code or an e-mail, and names both when neither comes', () => {
    expect(z.safeParse(activateRequestSchema, { code: 'c1' }).success).toBe(true);
    expect(z.safeParse(activateRequestSchema, { user_email: 'ann@example.com' }).success).toBe(true);
    expect(problems(activateRequestSchema, {})).toEqual({
      code: ['This field is required.'],
      user_email: ['This field is required.'],
    });
  });

  it('restorePassword sends an e-mail, or needs code and new password; isBackup may come as a form string', () => {
    expect(z.safeParse(restorePasswordRequestSchema, { user_email: 'ann@example.com' }).success).toBe(true);
    expect(Object.keys(problems(restorePasswordRequestSchema, { code: 'c' }))).toEqual(['new_password']);
    expect(
      z.parse(restorePasswordRequestSchema, {
        code: 'c',
        new_password: 'Tr1cky-Horse',
        mfaCode: '1',
        isBackup: 'true',
      }),
    ).toMatchObject({ isBackup: true });
  });

  it('backup code count comes as a number or a form string, at least 1', () => {
    expect(z.parse(createBackupCodesRequestSchema, { count: '8' })).toEqual({ count: 8 });
    expect(z.parse(createBackupCodesRequestSchema, {})).toEqual({});
    expect(z.safeParse(createBackupCodesRequestSchema, { count: 0 }).success).toBe(false);
    expect(z.safeParse(createBackupCodesRequestSchema, { count: 'many' }).success).toBe(false);
  });
});

describe('sharing', () => {
  it('takes a valid e-mail and a known role, `none` included', () => {
    expect(z.safeParse(shareRequestSchema, { user_email: 'bob@example.com', role: 'none' }).success).toBe(
      true,
    );
    expect(Object.keys(problems(shareRequestSchema, { user_email: 'bob', role: 'king' })).sort()).toEqual([
      'role',
      'user_email',
    ]);
  });
});

describe('/cdb/oauth2/token', () => {
  it('asks for what each grant needs', () => {
    const base = { grant_type: 'password', response_type: 'token', client_id: '3rd_party_tool' };
    expect(Object.keys(problems(cdbTokenRequestSchema, base))).toEqual(['username', 'password']);
    expect(z.safeParse(cdbTokenRequestSchema, { ...base, username: 'a@b.cc', password: 'pw' }).success).toBe(
      true,
    );
    expect(Object.keys(problems(cdbTokenRequestSchema, { ...base, grant_type: 'refresh_token' }))).toEqual([
      'refresh_token',
    ]);
    expect(
      Object.keys(problems(cdbTokenRequestSchema, { ...base, grant_type: 'authorization_code' })),
    ).toEqual(['code']);
    expect(z.safeParse(cdbTokenRequestSchema, { ...base, grant_type: 'implicit' }).success).toBe(false);
  });
});

describe('utilities', () => {
  it('visitedKey is false or the time', () => {
    expect(z.safeParse(visitedKeyReplySchema, { visited: false }).success).toBe(true);
    expect(z.safeParse(visitedKeyReplySchema, { visited: '2024-01-01 10:00:00' }).success).toBe(true);
    expect(z.safeParse(visitedKeyReplySchema, { visited: true }).success).toBe(false);
  });

  it('settings carry nested menus and the storage size as a string', () => {
    const node = {
      name: 'docs',
      name_raw: 'docs',
      display_name: 'Docs',
      url: '/docs',
      subtitle: '',
      icon: '',
      authentication: 'Both',
      new_window: false,
      asset_id: null,
      asset: null,
      accepted: true,
      pending: false,
      draft: false,
      asset_type: null,
      related_asset_ids: [],
      next_item: null,
      order: 1,
      nodes: [] as unknown[],
    };
    const settings = {
      appTypesForPlatform: { windows: ['client', 'server'] },
      availableDownloadsPlatform: ['windows'],
      downloadsPlatformNameOverride: {},
      cloudName: 'Argus Cloud',
      vmsName: 'Argus',
      alexaIntegrationEnabled: false,
      bookmarksEnabled: true,
      clientProtocol: 'argus',
      cloudStorageEnabled: false,
      cloudStorageSize: '53687091200',
      copyrightYear: 2025,
      trafficRelayHost: '{systemId}.relay.example.com',
      companyName: 'Argus',
      companyLink: 'https://example.com',
      customClientsEnabled: false,
      developersEnabled: false,
      feedbackEnabled: true,
      integrationFilterItems: [],
      integrationFilterLimitation: 0,
      integrationSeoPageDescription: '',
      integrationStoreEnabled: false,
      landingDescription: '',
      healthMonitorCacheTimeout: 60,
      offlineCameraPollingInterval: 30,
      mobileLinks: { androidApplicationLink: '', iosApplicationLink: '' },
      publicDownloads: true,
      publicReleases: true,
      showAllBetas: false,
      showAnalyticsEvents: false,
      sortSupportedDevicesByPopularity: true,
      testedOperatingSystems: [],
      supportLink: 'mailto:support@example.com',
      privacyLink: '',
      supportedResolutions: [],
      supportedHardwareTypes: [],
      searchTags: [],
      vendorsShown: [],
      pushConfig: {},
      googleTagManagerId: '',
      logRocket: '',
      fullStory: '',
      trialLicenseKey: '',
      themeConfig: { default: 'auto', dark: {}, light: {} },
      menus: {
        footer: {
          type: 'footer',
          base_url: '/',
          id: 1,
          title: 'Footer',
          description: '',
          nodes: [{ ...node, nodes: [{ ...node, name: 'kb' }] }],
        },
      },
      docMenuMap: {},
      licenseTypes: [{ name: 'cloud', title: 'Cloud storage', deactivationsAllowed: 3 }],
      featureFlags: { layouts: true },
      staticFiles: {},
      licenseServer: 'http://127.0.0.1:8000',
      customization: 'default',
    };
    expect(z.safeParse(portalSettingsSchema, settings).success).toBe(true);
    expect(z.safeParse(portalSettingsSchema, { ...settings, cloudStorageSize: 53687091200 }).success).toBe(
      false,
    );
    const badChild = {
      ...settings.menus.footer,
      nodes: [{ ...node, nodes: [{ ...node, authentication: 'Always' }] }],
    };
    expect(z.safeParse(portalSettingsSchema, { ...settings, menus: { footer: badChild } }).success).toBe(
      false,
    );
  });
});
