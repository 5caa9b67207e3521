import { describe, expect, it } from 'vitest';
import { relayBaseUrl } from './relay-url.ts';

const ID = '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90';

describe('the relay address of a system', () => {
  it("fills the portal's trafficRelayHost with the system id, over the portal's protocol", () => {
    const portal = { protocol: 'https:', host: 'cloud.example' };
    expect(relayBaseUrl('{systemId}.relay.cloud.example', ID, portal)).toBe(
      `https://${ID}.relay.cloud.example`,
    );
    expect(relayBaseUrl('{systemId}.relay.{host}/', ID, portal)).toBe(`https://${ID}.relay.cloud.example`);
  });

  it('keeps the port of a relay on localhost (a cloud on 127.0.0.1)', () => {
    const portal = { protocol: 'http:', host: '127.0.0.1:7080' };
    expect(relayBaseUrl('{systemId}.relay.localhost:7080', ID, portal)).toBe(
      `http://${ID}.relay.localhost:7080`,
    );
  });

  it('reads the protocol of the page by default', () => {
    expect(relayBaseUrl('{systemId}.relay.localhost:7080', 'abc')).toBe(
      `${window.location.protocol}//abc.relay.localhost:7080`,
    );
  });
});
