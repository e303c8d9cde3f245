import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every PostgreSQL schema of this run starts with it, so the run drops exactly its own at the end. */
    testSchemaPrefix: string;
  }
}

/**
 * The PostgreSQL suite's setup: test files keep their emptied schemas for reuse (test/app.ts), so the
 * schemas still there when the run ends are dropped here, this run's only.
 */
export default function setup(project: TestProject) {
  const prefix = `test_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}_`;
  project.provide('testSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await client.query(`DROP SCHEMA "${name}" CASCADE`);
    } finally {
      await client.end();
    }
  };
}
