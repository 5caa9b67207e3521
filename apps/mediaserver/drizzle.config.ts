import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  // Each module keeps its own table; the stores of authentication keep theirs in auth/.
  schema: ['./src/modules/*/*.table.ts', './src/auth/auth.tables.ts'],
  out: './drizzle',
});
