import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module keeps its own table (src/modules/<name>/<name>.table.ts); src/db/schema.ts lists them all.
  schema: './src/db/schema.ts',
  out: './drizzle',
});
