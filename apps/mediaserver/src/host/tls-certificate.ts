/**
 * The certificate the server presents on its HTTPS port (which is also its HTTP port). The user's own PEM
 * files when `--certificate`/`--key` name them; otherwise a self-signed one the server makes on first start
 * and keeps in the data dir, for `localhost`, the host name and the machine's addresses, renewed before it
 * expires.
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';

export interface TlsMaterial {
  key: string;
  cert: string;
  /** The user gave the certificate (reported as `userProvidedCertificatePem`). */
  userProvided: boolean;
}

const CERT_DIR = 'certificate';
const VALIDITY_DAYS = 5 * 365;
const RENEW_BEFORE_MS = 30 * 86_400_000;

function addresses(): string[] {
  const out = new Set(['127.0.0.1', '::1']);
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (!a.address.startsWith('fe80:')) out.add(a.address);
  return [...out];
}

async function generate(): Promise<{ key: string; cert: string }> {
  // Loaded only to make a certificate (first start, renewal): it is big, and the server never needs it again.
  const { default: selfsigned } = await import('selfsigned');
  const host = hostname();
  const names = [...new Set(['localhost', host].filter(Boolean))];
  const now = Date.now();
  const pems = await selfsigned.generate([{ name: 'commonName', value: host || 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 86_400_000),
    notAfterDate: new Date(now + VALIDITY_DAYS * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...names.map((value) => ({ type: 2 as const, value })),
          ...addresses().map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/** Throws a clear message when the PEM texts are not a certificate and its private key. */
function checkPair(cert: string, key: string, where: string): void {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new Error(`${where}: not a PEM certificate`);
  }
  try {
    if (!certificate.checkPrivateKey(createPrivateKey(key))) throw new Error('mismatch');
  } catch {
    throw new Error(`${where}: the key is not the certificate's private key`);
  }
}

function stillGood(cert: string): boolean {
  try {
    return Date.parse(new X509Certificate(cert).validTo) - Date.now() > RENEW_BEFORE_MS;
  } catch {
    return false;
  }
}

export async function loadTlsMaterial(options: {
  dataDir: string;
  certificate?: string | undefined;
  key?: string | undefined;
}): Promise<TlsMaterial> {
  if (options.certificate || options.key) {
    if (!options.certificate || !options.key) throw new Error('--certificate and --key go together');
    const cert = readFileSync(options.certificate, 'utf8');
    const key = readFileSync(options.key, 'utf8');
    checkPair(cert, key, options.certificate);
    return { cert, key, userProvided: true };
  }
  const dir = join(options.dataDir, CERT_DIR);
  const certFile = join(dir, 'server.crt');
  const keyFile = join(dir, 'server.key');
  if (existsSync(certFile) && existsSync(keyFile)) {
    const cert = readFileSync(certFile, 'utf8');
    const key = readFileSync(keyFile, 'utf8');
    if (stillGood(cert)) return { cert, key, userProvided: false };
  }
  const made = await generate();
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyFile, made.key, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  writeFileSync(certFile, made.cert);
  return { ...made, userProvided: false };
}
