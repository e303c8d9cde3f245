import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Database } from './types.js';

/**
 * Everything that differs between SQLite and PostgreSQL lives here, so queries elsewhere are
 * written once.
 */
export type DialectName = 'sqlite' | 'postgres';

export interface Dialect {
  name: DialectName;
  /** Column type of an auto-incrementing integer primary key. */
  idType: 'integer' | 'serial';
  idColumn: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  isUniqueViolation: (error: unknown) => boolean;
}

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  idType: 'integer',
  idColumn: (col) => col.primaryKey().autoIncrement(),
  isUniqueViolation: (error) =>
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'),
};

export const postgresDialect: Dialect = {
  name: 'postgres',
  idType: 'serial',
  idColumn: (col) => col.primaryKey(),
  isUniqueViolation: (error) =>
    typeof error === 'object' && error !== null && 'code' in error && error.code === '23505',
};

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  destroy: () => Promise<void>;
}

/** Timestamps are stored as ISO-8601 UTC strings: they sort correctly as text on both databases. */
export function toDbTime(date: Date): string {
  return date.toISOString();
}
