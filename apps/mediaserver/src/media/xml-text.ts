/**
 * Reading the few values a SOAP reply carries (ONVIF device information, profiles, stream URIs) by element
 * name, whatever namespace prefix the camera uses. Not a general XML parser: it needs no more than the
 * elements named, in document order.
 */

export interface XmlElement {
  attributes: Record<string, string>;
  inner: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

function attributesOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = m[1]!.includes(':') ? m[1]!.split(':').pop()! : m[1]!;
    out[name] = decodeXml(m[3] ?? m[4] ?? '');
  }
  return out;
}

/** Every element with this local name (any prefix), outermost first. */
export function xmlElements(xml: string, localName: string): XmlElement[] {
  const re = new RegExp(
    `<(?:[\\w.-]+:)?${localName}(\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${localName}\\s*>)`,
    'g',
  );
  return [...xml.matchAll(re)].map((m) => ({ attributes: attributesOf(m[1] ?? ''), inner: m[2] ?? '' }));
}

/** The text of the first element with this local name, or `""`. */
export function xmlText(xml: string, localName: string): string {
  const first = xmlElements(xml, localName)[0];
  return first ? decodeXml(first.inner.replace(/<[^>]*>/g, '')).trim() : '';
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );
}
