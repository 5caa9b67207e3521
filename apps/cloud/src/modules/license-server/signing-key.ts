/**
 * The license server's Ed25519 key pair (`SIGNATURE2`): generated once and kept in the database, so that
 * every node of the cloud signs with it and a restart keeps it. The first node that needs it makes it; a
 * node that loses that race reads the winner's.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CloudDatabase } from '../../db/database.ts';
import { licenseSigningKeys } from './license-server.table.ts';

const ALGORITHM = 'ed25519';

export interface LicenseSigner {
  /** SPKI DER, base64: what `GET /license/publicKey` publishes. */
  publicKey: string;
  /** The base64 Ed25519 signature of the text (UTF-8). */
  sign(text: string): string;
}

export class SigningKeyStore {
  private signer: Promise<LicenseSigner> | null = null;

  constructor(private readonly database: CloudDatabase) {}

  /** The key pair, made on first use. */
  current(): Promise<LicenseSigner> {
    this.signer ??= this.load().catch((error: unknown) => {
      this.signer = null;
      throw error;
    });
    return this.signer;
  }

  private async load(): Promise<LicenseSigner> {
    const { db } = this.database;
    const [stored] = await db
      .select()
      .from(licenseSigningKeys)
      .where(eq(licenseSigningKeys.algorithm, ALGORITHM));
    if (stored) return signerOf(stored.publicKey, stored.privateKey);
    const pair = generateKeyPairSync(ALGORITHM);
    await db
      .insert(licenseSigningKeys)
      .values({
        algorithm: ALGORITHM,
        publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(licenseSigningKeys)
      .where(eq(licenseSigningKeys.algorithm, ALGORITHM));
    return signerOf(row!.publicKey, row!.privateKey);
  }
}

function signerOf(publicKey: string, privateKeyDer: string): LicenseSigner {
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.from(privateKeyDer, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  return {
    publicKey,
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
  };
}
