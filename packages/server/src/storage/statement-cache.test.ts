import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

function openWithTable() {
  const database = new Database(':memory:');
  database.exec('create table t (n integer)');
  database.exec('insert into t values (1), (2), (3)');
  return database;
}

describe('withStatementCache', () => {
  it('hands back the statement prepared before for the same SQL', () => {
    const cached = withStatementCache(openWithTable());
    const first = cached.prepare('select n from t where n > ?');
    expect(cached.prepare('select n from t where n > ?')).toBe(first);
    expect(cached.prepare('select n from t where n < ?')).not.toBe(first);
    expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('prepares a fresh statement while the kept one is still iterating', () => {
    const cached = withStatementCache(openWithTable());
    const sql = 'select n from t order by n';
    const rows = cached.prepare(sql).iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const second = cached.prepare(sql);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cached.prepare(sql).all([])).toHaveLength(3);
  });

  it('keeps at most max statements, dropping the least recently used', () => {
    const cached = withStatementCache(openWithTable(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });
});
