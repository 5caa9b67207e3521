/**
 * Reads what an ONVIF client asks: the operation (first element of the SOAP Body), the profile token,
 * and the WS-Security UsernameToken. Tolerant of any namespace prefixes; no XML library needed for
 * the few flat fields ONVIF requests carry.
 */

export interface UsernameToken {
  username: string;
  password: string;
  /** `digest`: Base64(SHA-1(nonce + created + password)); `text`: the password itself. */
  passwordType: 'digest' | 'text';
  nonce?: string;
  created?: string;
}

export interface SoapRequest {
  operation: string;
  profileToken?: string;
  usernameToken?: UsernameToken;
}

const BODY_OPERATION = /<(?:[\w.-]+:)?Body\b[^>]*>\s*<(?:[\w.-]+:)?([\w.-]+)/;

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text of the first element with this local name, any prefix. */
export function elementText(xml: string, localName: string): string | undefined {
  const match = new RegExp(
    `<(?:[\\w.-]+:)?${localName}\\b[^>]*?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${localName}>)`,
  ).exec(xml);
  if (!match) return undefined;
  return decodeEntities((match[1] ?? '').trim());
}

function elementAttributes(xml: string, localName: string): string {
  return new RegExp(`<(?:[\\w.-]+:)?${localName}\\b([^>]*)>`).exec(xml)?.[1] ?? '';
}

function usernameToken(xml: string): UsernameToken | undefined {
  const security = /<(?:[\w.-]+:)?UsernameToken\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?UsernameToken>/.exec(xml);
  if (!security) return undefined;
  const token = security[1]!;
  const username = elementText(token, 'Username');
  const password = elementText(token, 'Password');
  if (username === undefined || password === undefined) return undefined;
  const type = /Type\s*=\s*"([^"]*)"/.exec(elementAttributes(token, 'Password'))?.[1] ?? '';
  const nonce = elementText(token, 'Nonce');
  const created = elementText(token, 'Created');
  return {
    username,
    password,
    passwordType: type.endsWith('#PasswordDigest') ? 'digest' : 'text',
    ...(nonce === undefined ? {} : { nonce }),
    ...(created === undefined ? {} : { created }),
  };
}

export function parseSoapRequest(xml: string): SoapRequest | undefined {
  const operation = BODY_OPERATION.exec(xml)?.[1];
  if (!operation) return undefined;
  const profileToken = elementText(xml, 'ProfileToken');
  const token = usernameToken(xml);
  return {
    operation,
    ...(profileToken === undefined ? {} : { profileToken }),
    ...(token ? { usernameToken: token } : {}),
  };
}
