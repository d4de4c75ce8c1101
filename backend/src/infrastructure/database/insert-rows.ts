import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Rows per INSERT: with a dozen columns far below MySQL's 65,535 placeholders and SQLite's 32,766. */
const ROWS_PER_STATEMENT = 100;

/**
 * Inserts complete rows (ids and defaults already set) in multi-row statements with positional placeholders, each
 * value prepared by the driver as TypeORM's own insert would (dates, JSON, booleans). TypeORM's query builder names
 * every placeholder and rewrites the query for it: for the 550 rows of the largest import that was 22 ms of the
 * 50 ms the writes held the event loop on the embedded database (docs/decisions/0035-bounded-input.md). Nothing is
 * read back into the rows.
 */
export async function insertRows(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[]) {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(entity);
  const driver = manager.connection.driver;
  const columns = metadata.columns.filter((column) => column.isInsert && !column.isVirtual && !column.isGenerated);
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const table = driver.escape(metadata.tableName);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) {
        let value = column.getEntityValue(row);
        if (value === undefined) {
          // A default the database computes (a function) cannot go into a placeholder: such rows need TypeORM's insert.
          if (typeof column.default === 'function') throw new Error(`insertRows: no value for ${column.propertyPath}`);
          value = column.default ?? null;
        }
        values.push(driver.preparePersistentValue(value, column) ?? null);
      }
    }
    await manager.query(`INSERT INTO ${table} (${names}) VALUES ${chunk.map(() => tuple).join(', ')}`, values);
  }
}
