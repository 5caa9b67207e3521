/** The contract's common-password list (cloud-api §2.4), read once on first use. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type CommonPasswords, commonPasswordSet } from '@argus/contract';

let list: ReadonlySet<string> | null = null;

export function commonPasswords(): CommonPasswords {
  list ??= commonPasswordSet(
    JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('@argus/contract/common-passwords.json'), 'utf8'),
    ) as string[],
  );
  return list;
}
