import { describe, expect, it } from 'vitest';
import { planCameras } from '../src/camera-plan.ts';
import type { OnvifCamera } from '../src/onvif/onvif-replies.ts';
import { answer } from '../src/onvif/onvif-server.ts';
import { parseSoapRequest } from '../src/onvif/soap-request.ts';
import { isAuthorized, passwordDigest } from '../src/onvif/ws-security.ts';

const camera = planCameras(
  { cameras: 1, user: 'admin', password: 'secret' },
  { rtspPort: 9000, onvifPort: 19000 },
).cameras[0] as OnvifCamera;

function request(operation: string, header = '', inner = ''): string {
  return `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Header>${header}</s:Header>
<s:Body><trt:${operation} xmlns:trt="http://www.onvif.org/ver10/media/wsdl">${inner}</trt:${operation}></s:Body></s:Envelope>`;
}

function token(
  password: string,
  nonce = 'MTIzNDU2Nzg5MGFiY2RlZg==',
  created = '2024-01-01T00:00:00Z',
): string {
  return `<wsse:Security><wsse:UsernameToken><wsse:Username>admin</wsse:Username>
<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest">${passwordDigest(nonce, created, password)}</wsse:Password>
<wsse:Nonce EncodingType="…#Base64Binary">${nonce}</wsse:Nonce><wsu:Created>${created}</wsu:Created></wsse:UsernameToken></wsse:Security>`;
}

describe('ONVIF requests', () => {
  it('finds the operation, the profile token and the UsernameToken under any prefixes', () => {
    const parsed = parseSoapRequest(
      request('GetStreamUri', token('secret'), '<trt:ProfileToken>profile_primary</trt:ProfileToken>'),
    );
    expect(parsed).toMatchObject({
      operation: 'GetStreamUri',
      profileToken: 'profile_primary',
      usernameToken: { username: 'admin', passwordType: 'digest', created: '2024-01-01T00:00:00Z' },
    });
  });

  it('checks the password digest: Base64(SHA-1(nonce + created + password))', () => {
    const good = parseSoapRequest(request('GetProfiles', token('secret')))!.usernameToken;
    const bad = parseSoapRequest(request('GetProfiles', token('wrong')))!.usernameToken;
    expect(isAuthorized(good, camera.credentials!)).toBe(true);
    expect(isAuthorized(bad, camera.credentials!)).toBe(false);
    expect(passwordDigest('AAAA', '2024-01-01T00:00:00Z', 'pw')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});

describe('ONVIF replies', () => {
  it('answer a stream URI per profile, refuse unknown profiles and unknown operations', () => {
    const ok = answer(
      camera,
      request('GetStreamUri', token('secret'), '<trt:ProfileToken>profile_secondary</trt:ProfileToken>'),
      15,
    );
    expect(ok.status).toBe(200);
    expect(ok.xml).toContain('<tt:Uri>rtsp://127.0.0.1:9000/secondary</tt:Uri>');
    const unknown = answer(
      camera,
      request('GetStreamUri', token('secret'), '<trt:ProfileToken>nope</trt:ProfileToken>'),
      15,
    );
    expect(unknown.status).toBe(400);
    expect(answer(camera, request('SetHostname', token('secret')), 15).xml).toContain(
      'ter:ActionNotSupported',
    );
  });

  it('give the date and time before authentication, and the device information only after', () => {
    const now = new Date(Date.UTC(2024, 1, 29, 13, 5, 9));
    const time = answer(camera, request('GetSystemDateAndTime'), 15, now);
    expect(time.status).toBe(200);
    expect(time.xml).toContain('<tt:Hour>13</tt:Hour><tt:Minute>5</tt:Minute><tt:Second>9</tt:Second>');
    expect(answer(camera, request('GetDeviceInformation'), 15).xml).toContain('ter:NotAuthorized');
    const info = answer(camera, request('GetDeviceInformation', token('secret')), 15);
    expect(info.xml).toContain(`<tds:SerialNumber>${camera.serial}</tds:SerialNumber>`);
  });
});
