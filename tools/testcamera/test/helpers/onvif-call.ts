/** An ONVIF SOAP call for tests, with a WS-Security UsernameToken (PasswordDigest) when given credentials. */
import { randomBytes } from 'node:crypto';
import type { Credentials } from '../../src/index.ts';
import { passwordDigest } from '../../src/index.ts';

const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
const DIGEST_TYPE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';

function securityHeader({ user, password }: Credentials): string {
  const nonce = randomBytes(16).toString('base64');
  const created = new Date().toISOString();
  return `<s:Header><wsse:Security xmlns:wsse="${WSSE}" xmlns:wsu="${WSU}"><wsse:UsernameToken>
<wsse:Username>${user}</wsse:Username>
<wsse:Password Type="${DIGEST_TYPE}">${passwordDigest(nonce, created, password)}</wsse:Password>
<wsse:Nonce>${nonce}</wsse:Nonce><wsu:Created>${created}</wsu:Created>
</wsse:UsernameToken></wsse:Security></s:Header>`;
}

export async function onvifCall(
  url: string,
  operation: string,
  options: { service?: 'tds' | 'trt' | 'tptz'; inner?: string; credentials?: Credentials } = {},
): Promise<{ status: number; body: string }> {
  const namespace = {
    tds: 'http://www.onvif.org/ver10/device/wsdl',
    trt: 'http://www.onvif.org/ver10/media/wsdl',
    tptz: 'http://www.onvif.org/ver20/ptz/wsdl',
  }[options.service ?? 'tds'];
  const envelope = `<?xml version="1.0" encoding="UTF-8"?>
<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope">${options.credentials ? securityHeader(options.credentials) : ''}
<s:Body><op:${operation} xmlns:op="${namespace}">${options.inner ?? ''}</op:${operation}></s:Body></s:Envelope>`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
    body: envelope,
  });
  return { status: response.status, body: await response.text() };
}
