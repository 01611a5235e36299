import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @atelier/server` writes a new SQL migration from schema changes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
