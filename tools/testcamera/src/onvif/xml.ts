/** Building ONVIF SOAP 1.2 messages: namespaces, escaping, envelope and faults. */

export const NS = {
  env: 'http://www.w3.org/2003/05/soap-envelope',
  tds: 'http://www.onvif.org/ver10/device/wsdl',
  trt: 'http://www.onvif.org/ver10/media/wsdl',
  tptz: 'http://www.onvif.org/ver20/ptz/wsdl',
  tt: 'http://www.onvif.org/ver10/schema',
  ter: 'http://www.onvif.org/ver10/error',
} as const;

export function escapeXml(text: string | number | boolean): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<prefix:name>value</prefix:name>`, the value escaped; nested elements go through `raw`. */
export function el(name: string, value: string | number | boolean): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

export function raw(name: string, children: string, attributes = ''): string {
  return `<${name}${attributes ? ` ${attributes}` : ''}>${children}</${name}>`;
}

export function envelope(body: string): string {
  const xmlns = Object.entries(NS)
    .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
    .join(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<env:Envelope ${xmlns}><env:Body>${body}</env:Body></env:Envelope>\n`;
}

/** A SOAP 1.2 fault with an ONVIF subcode, e.g. Sender / ter:NotAuthorized. */
export function fault(code: 'Sender' | 'Receiver', subcode: string, reason: string): string {
  return envelope(
    raw(
      'env:Fault',
      raw(
        'env:Code',
        el('env:Value', `env:${code}`) + raw('env:Subcode', el('env:Value', `ter:${subcode}`)),
      ) + raw('env:Reason', `<env:Text xml:lang="en">${escapeXml(reason)}</env:Text>`),
    ),
  );
}
