/** The problem store's reads (problem-store.ts): single statements, nothing written. */
import type { ProblemDb, ProblemProgressTable, ProblemsTable } from './problem-schema.ts';
import type {
  CollectionProgress,
  ProblemProgress,
  StoredCollection,
  StoredProblem,
} from './problem-store.ts';

type ProblemRow = Omit<ProblemsTable, 'id'> & { id: number };

function problemOfRow(r: ProblemRow): StoredProblem {
  return {
    id: r.id,
    collectionId: r.collection_id,
    number: r.number,
    kind: r.kind,
    prompt: r.prompt,
    data: r.data,
  };
}

function progressOfRow(r: ProblemProgressTable): ProblemProgress {
  return {
    problemId: r.problem_id,
    attempts: r.attempts,
    solved: r.solved,
    failed: r.failed,
    bestMs: r.best_ms,
    lastResult: r.last_result,
  };
}

export function problemReads(db: ProblemDb) {
  const count = (value: unknown) => Number(value ?? 0);
  const collectionsQuery = () =>
    db
      .selectFrom('problem_collections as c')
      .leftJoin('problems as p', 'p.collection_id', 'c.id')
      .select(({ fn }) => [
        'c.id',
        'c.name',
        'c.description',
        'c.source',
        'c.licence',
        'c.position',
        fn.count<number>('p.id').as('problems'),
      ])
      .groupBy(['c.id', 'c.name', 'c.description', 'c.source', 'c.licence', 'c.position']);
  const collectionOfRow = (
    r: Omit<StoredCollection, 'problems'> & { problems: unknown },
  ): StoredCollection => ({
    id: r.id,
    name: r.name,
    description: r.description,
    source: r.source,
    licence: r.licence,
    position: r.position,
    problems: count(r.problems),
  });

  return {
    async collections(): Promise<StoredCollection[]> {
      const rows = await collectionsQuery().orderBy('c.position').orderBy('c.id').execute();
      return rows.map(collectionOfRow);
    },

    async collectionById(id: string): Promise<StoredCollection | null> {
      const row = await collectionsQuery().where('c.id', '=', id).executeTakeFirst();
      return row ? collectionOfRow(row) : null;
    },

    async problemsOf(collectionId: string): Promise<StoredProblem[]> {
      const rows = await db
        .selectFrom('problems')
        .selectAll()
        .where('collection_id', '=', collectionId)
        .orderBy('number')
        .execute();
      return rows.map(problemOfRow);
    },

    async problemByNumber(collectionId: string, number: number): Promise<StoredProblem | null> {
      const row = await db
        .selectFrom('problems')
        .selectAll()
        .where('collection_id', '=', collectionId)
        .where('number', '=', number)
        .executeTakeFirst();
      return row ? problemOfRow(row) : null;
    },

    async problemById(id: number): Promise<StoredProblem | null> {
      const row = await db.selectFrom('problems').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? problemOfRow(row) : null;
    },

    async neighboursOf(collectionId: string, number: number) {
      const [before, after] = await Promise.all([
        db
          .selectFrom('problems')
          .select(({ fn }) => fn.max('number').as('n'))
          .where('collection_id', '=', collectionId)
          .where('number', '<', number)
          .executeTakeFirst(),
        db
          .selectFrom('problems')
          .select(({ fn }) => fn.min('number').as('n'))
          .where('collection_id', '=', collectionId)
          .where('number', '>', number)
          .executeTakeFirst(),
      ]);
      const of = (n: unknown) => (n === null || n === undefined ? null : Number(n));
      return { previous: of(before?.n), next: of(after?.n) };
    },

    async progressIn(userId: number, collectionId: string): Promise<ProblemProgress[]> {
      const rows = await db
        .selectFrom('problem_progress as g')
        .innerJoin('problems as p', 'p.id', 'g.problem_id')
        .selectAll('g')
        .where('g.user_id', '=', userId)
        .where('p.collection_id', '=', collectionId)
        .execute();
      return rows.map(progressOfRow);
    },

    async progressOn(userId: number, problemId: number): Promise<ProblemProgress | null> {
      const row = await db
        .selectFrom('problem_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .where('problem_id', '=', problemId)
        .executeTakeFirst();
      return row ? progressOfRow(row) : null;
    },

    async progressByCollection(userId: number): Promise<CollectionProgress[]> {
      const [progress, times] = await Promise.all([
        db
          .selectFrom('problem_progress as g')
          .innerJoin('problems as p', 'p.id', 'g.problem_id')
          .select(({ fn, eb }) => [
            'p.collection_id',
            fn.count<number>(eb.case().when('g.solved', '>', 0).then(1).end()).as('solved'),
            fn.count<number>(eb.case().when('g.solved', '=', 0).then(1).end()).as('failed'),
            fn.sum<number>('g.attempts').as('attempts'),
          ])
          .where('g.user_id', '=', userId)
          .groupBy('p.collection_id')
          .execute(),
        db
          .selectFrom('problem_attempts as a')
          .innerJoin('problems as p', 'p.id', 'a.problem_id')
          .select(({ fn }) => ['p.collection_id', fn.sum<number>('a.ms').as('ms')])
          .where('a.user_id', '=', userId)
          .groupBy('p.collection_id')
          .execute(),
      ]);
      const ms = new Map(times.map((t) => [t.collection_id, count(t.ms)]));
      return progress.map((r) => ({
        collectionId: r.collection_id,
        solved: count(r.solved),
        failed: count(r.failed),
        attempts: count(r.attempts),
        ms: ms.get(r.collection_id) ?? 0,
      }));
    },
  };
}
