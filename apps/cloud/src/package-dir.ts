import { resolve } from 'node:path';

/**
 * The cloud's package directory (apps/cloud). This file sits one level below it in the source (src/) and is
 * bundled one level below it in the build (dist/), so the same path works for both.
 */
export const PACKAGE_DIR = resolve(import.meta.dirname, '..');
