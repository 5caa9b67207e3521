/**
 * A small ONVIF client (SOAP 1.2 over HTTP) for what adding a camera needs: GetDeviceInformation,
 * GetNetworkInterfaces (the MAC), GetCapabilities (where the media service is), GetProfiles and GetStreamUri.
 * Requests carry a WS-Security UsernameToken with a password digest when there are credentials.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Credentials } from './credentials.ts';
import { type HttpReply, requestHttp } from './http-request.ts';
import { decodeXml, escapeXml, xmlElements, xmlText } from './xml-text.ts';

const DEVICE_NS = 'http://www.onvif.org/ver10/device/wsdl';
const MEDIA_NS = 'http://www.onvif.org/ver10/media/wsdl';
const SCHEMA_NS = 'http://www.onvif.org/ver10/schema';
const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const WSU_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
const DIGEST_TYPE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';
const BASE64_TYPE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';

/** The path of the device service on every ONVIF device. */
export const ONVIF_DEVICE_PATH = '/onvif/device_service';

export interface OnvifDeviceInfo {
  manufacturer: string;
  model: string;
  firmware: string;
  serialNumber: string;
  hardwareId: string;
}

export interface OnvifProfile {
  token: string;
  name: string;
  encoding: string;
  width: number;
  height: number;
  fps: number;
}

/** Why a call failed: the device refused the credentials, is no ONVIF device, or did not answer. */
export class OnvifError extends Error {
  constructor(
    readonly reason: 'notAuthorized' | 'notOnvif' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** The WS-Security header: digest = base64(sha1(nonce + created + password)). */
export function securityHeader(credentials: Credentials, now = new Date()): string {
  const nonce = randomBytes(16);
  const created = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const digest = createHash('sha1')
    .update(Buffer.concat([nonce, Buffer.from(created + credentials.password)]))
    .digest('base64');
  return (
    `<Security s:mustUnderstand="1" xmlns="${WSSE_NS}"><UsernameToken>` +
    `<Username>${escapeXml(credentials.user)}</Username>` +
    `<Password Type="${DIGEST_TYPE}">${digest}</Password>` +
    `<Nonce EncodingType="${BASE64_TYPE}">${nonce.toString('base64')}</Nonce>` +
    `<Created xmlns="${WSU_NS}">${created}</Created></UsernameToken></Security>`
  );
}

export function envelope(body: string, credentials: Credentials | null): string {
  const header = credentials?.user ? `<s:Header>${securityHeader(credentials)}</s:Header>` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope">${header}<s:Body>${body}</s:Body></s:Envelope>`
  );
}

function isSoap(reply: HttpReply): boolean {
  return /<(?:[\w.-]+:)?Envelope[\s>]/.test(reply.body);
}

function isNotAuthorized(reply: HttpReply): boolean {
  return reply.status === 401 || /NotAuthorized|not ?authori[sz]ed|Sender not Authorized/i.test(reply.body);
}

export class OnvifClient {
  constructor(
    private readonly deviceUrl: string,
    private readonly credentials: Credentials | null,
    private readonly options: { timeoutMs: number; signal?: AbortSignal | undefined },
  ) {}

  /** One SOAP call: the reply body, or OnvifError (refused credentials, no SOAP, a fault). */
  async call(url: string, ns: string, action: string, inner = ''): Promise<string> {
    let reply: HttpReply;
    try {
      reply = await requestHttp(url, {
        method: 'POST',
        headers: { 'Content-Type': `application/soap+xml; charset=utf-8; action="${ns}/${action}"` },
        body: envelope(`<${action} xmlns="${ns}">${inner}</${action}>`, this.credentials),
        timeoutMs: this.options.timeoutMs,
        signal: this.options.signal,
        credentials: this.credentials,
      });
    } catch (error) {
      throw new OnvifError('failed', (error as Error).message);
    }
    if (!isSoap(reply)) {
      if (reply.status === 401) throw new OnvifError('notAuthorized', 'The device refused the credentials.');
      throw new OnvifError('notOnvif', `No SOAP reply (HTTP ${reply.status}).`);
    }
    if (reply.status >= 400 || xmlElements(reply.body, 'Fault').length > 0) {
      if (isNotAuthorized(reply))
        throw new OnvifError('notAuthorized', 'The device refused the credentials.');
      throw new OnvifError(
        'failed',
        xmlText(reply.body, 'Text') || `${action} failed (HTTP ${reply.status}).`,
      );
    }
    return reply.body;
  }

  async deviceInformation(): Promise<OnvifDeviceInfo> {
    const xml = await this.call(this.deviceUrl, DEVICE_NS, 'GetDeviceInformation');
    return {
      manufacturer: xmlText(xml, 'Manufacturer'),
      model: xmlText(xml, 'Model'),
      firmware: xmlText(xml, 'FirmwareVersion'),
      serialNumber: xmlText(xml, 'SerialNumber'),
      hardwareId: xmlText(xml, 'HardwareId'),
    };
  }

  /** The name the device gives itself (its `onvif://www.onvif.org/name/...` scope), `""` when it gives none. */
  async scopeName(): Promise<string> {
    const xml = await this.call(this.deviceUrl, DEVICE_NS, 'GetScopes');
    const prefix = 'onvif://www.onvif.org/name/';
    for (const scope of xmlElements(xml, 'ScopeItem')) {
      const item = decodeXml(scope.inner).trim();
      if (!item.startsWith(prefix)) continue;
      try {
        return decodeURIComponent(item.slice(prefix.length)).trim();
      } catch {
        return item.slice(prefix.length).trim();
      }
    }
    return '';
  }

  /** The first MAC address of the device's interfaces, `""` when it names none. */
  async macAddress(): Promise<string> {
    const xml = await this.call(this.deviceUrl, DEVICE_NS, 'GetNetworkInterfaces');
    return xmlText(xml, 'HwAddress').toUpperCase().replace(/[:-]/g, '-');
  }

  /** The media service address; the device service when the device names none. */
  async mediaServiceUrl(): Promise<string> {
    try {
      const xml = await this.call(this.deviceUrl, DEVICE_NS, 'GetCapabilities', '<Category>Media</Category>');
      const media = xmlElements(xml, 'Media')[0];
      const address = media ? xmlText(media.inner, 'XAddr') : '';
      return address || this.deviceUrl;
    } catch (error) {
      if (error instanceof OnvifError && error.reason === 'notAuthorized') throw error;
      return this.deviceUrl;
    }
  }

  async profiles(mediaUrl: string): Promise<OnvifProfile[]> {
    const xml = await this.call(mediaUrl, MEDIA_NS, 'GetProfiles');
    return xmlElements(xml, 'Profiles').map((p) => {
      const video = xmlElements(p.inner, 'VideoEncoderConfiguration')[0]?.inner ?? '';
      return {
        token: p.attributes.token ?? '',
        name: xmlText(p.inner, 'Name'),
        encoding: xmlText(video, 'Encoding'),
        width: Number(xmlText(video, 'Width')) || 0,
        height: Number(xmlText(video, 'Height')) || 0,
        fps: Number(xmlText(video, 'FrameRateLimit')) || 0,
      };
    });
  }

  async streamUri(mediaUrl: string, profileToken: string): Promise<string> {
    const setup =
      `<StreamSetup><Stream xmlns="${SCHEMA_NS}">RTP-Unicast</Stream>` +
      `<Transport xmlns="${SCHEMA_NS}"><Protocol>RTSP</Protocol></Transport></StreamSetup>` +
      `<ProfileToken>${escapeXml(profileToken)}</ProfileToken>`;
    const xml = await this.call(mediaUrl, MEDIA_NS, 'GetStreamUri', setup);
    return xmlText(xml, 'Uri');
  }
}
