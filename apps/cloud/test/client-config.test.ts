/** The files the web app reads at boot in cloud mode, and the development mailbox pages without SMTP. */
import { webAdminConfigSchema } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { startCloud } from './support/test-cloud.ts';

describe('client configuration of the cloud', () => {
  it('serves the cloud-mode configuration with the public host', async () => {
    const cloud = await startCloud();
    const res = await cloud.request({ method: 'GET', url: '/static/customization/webadmin_config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const config = webAdminConfigSchema.parse(res.json());
    expect(config).toMatchObject({ mode: 'cloud', cloudName: 'Argus Cloud', cloudHost: 'localhost:8000' });
  });

  it('serves the common-password list the console checks against', async () => {
    const cloud = await startCloud();
    const res = await cloud.request({ method: 'GET', url: '/static/scripts/commonPasswordsList.json' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as unknown;
    expect(Array.isArray(list) && list.length > 100).toBe(true);
  });

  it('shows the development mailbox when there is no SMTP server', async () => {
    const cloud = await startCloud();
    const res = await cloud.request({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
  });
});
