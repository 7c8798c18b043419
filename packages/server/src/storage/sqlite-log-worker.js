// The SQLite write-ahead log's writer thread (see sqlite-log-writer.ts). Plain JavaScript so the
// thread starts without the TypeScript loader the main thread was started with.
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const database = new SqliteDatabase(workerData.file);
database.pragma('journal_mode = WAL');
database.pragma('synchronous = FULL');
database.pragma('foreign_keys = ON');
database.pragma('busy_timeout = 5000');
const insert = database.prepare(
  'insert into play_events (play_id, seq, kind, data, at) values (?, ?, ?, ?, ?)',
);
const insertAll = database.transaction((rows) => {
  for (const line of rows.split('\n')) {
    if (line === '') continue;
    const [playId, seq, kind, at] = line.split('\t', 4);
    const data = line.slice(playId.length + seq.length + kind.length + at.length + 4);
    insert.run(Number(playId), Number(seq), kind, data, Number(at));
  }
});

// Each message is { id, rows }: one line per event, `play_id⇥seq⇥kind⇥at⇥data` (data is JSON, so it
// holds no raw tab or newline, and a kind is a command name). All rows commit together or none.
parentPort.on('message', ({ id, rows }) => {
  try {
    insertAll(rows);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
