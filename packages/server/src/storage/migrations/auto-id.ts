/**
 * An auto-increment primary key, as each engine spells it (see 001-initial): PostgreSQL's
 * `serial`, SQLite's `integer … autoincrement`. The engine is read from the migration's handle.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function autoId(db: Kysely<unknown>): {
  readonly idType: 'serial' | 'integer';
  readonly id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
} {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    idType: postgres ? 'serial' : 'integer',
    id: (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()),
  };
}
