/**
 * Checks a collection file's parsed JSON before anything of it is stored: the fields of
 * `CollectionFile`, problems numbered 1, 2, 3, … and each problem's data one the board can show
 * (points on the board, lines of points, a kind's own fields well formed). The first fault is
 * named with where it is.
 */
import { err, ok, type Result } from '@tengen/core';
import { COLLECTION_ID, type ProblemData } from '@tengen/protocol';
import * as z from 'zod';
import type { CollectionFile } from './collection-file.ts';

const BOARD_SIZES = [5, 7, 9, 11, 13, 15, 17, 19];
const SGF_POINT = /^[a-s]{2}$/;
const MOVE = /^(?:[a-s]{2}|tt)$/;

const point = z.string().regex(SGF_POINT, 'expected an SGF point aa…ss');
const line = z.array(z.string().regex(MOVE, 'expected an SGF point or tt')).min(1).max(200);
const text = (max: number) => z.string().trim().min(1).max(max);

const dataSchema = z.looseObject({
  lu: z
    .number()
    .int()
    .refine((n) => BOARD_SIZES.includes(n), 'expected a board size 5…19'),
  blackfirst: z.boolean(),
  content: z.tuple([z.array(point), z.array(point)]),
  ok_answers: z.array(line),
  change_answers: z.array(line),
  fail_answers: z.array(line),
  pos_x1: z.number().int().min(0).max(18).optional(),
  pos_x2: z.number().int().min(0).max(18).optional(),
  pos_y1: z.number().int().min(0).max(18).optional(),
  pos_y2: z.number().int().min(0).max(18).optional(),
  xds: z.array(z.object({ pt: point, name: text(4), score: z.number().int().min(0).max(100) })).optional(),
  luozis: z.array(point).optional(),
  signs: z.array(point).optional(),
  clone_pos: z.array(point).max(200).optional(),
  clone_prepos: z.tuple([z.array(point), z.array(point)]).optional(),
});

const fileSchema = z.looseObject({
  id: z.string().regex(COLLECTION_ID, 'expected lower-case letters, digits and dashes'),
  name: text(200),
  description: z.string().max(5000),
  source: text(500),
  licence: text(500),
  position: z.number().int().min(0).max(1_000_000),
  problems: z
    .array(z.object({ number: z.number().int().min(1), prompt: text(1000), data: dataSchema }))
    .min(1)
    .max(100_000),
});

/** A point's coordinates are inside a board of `size`. */
function onBoard(p: string, size: number): boolean {
  return p === 'tt' || (p.charCodeAt(0) - 97 < size && p.charCodeAt(1) - 97 < size);
}

/** What the board would refuse or get wrong in one problem's data; null when it is fine. */
function dataFault(data: ProblemData): string | null {
  const size = data.lu;
  const points = [
    ...data.content[0],
    ...data.content[1],
    ...[...data.ok_answers, ...data.change_answers, ...data.fail_answers].flat(),
    ...(data.xds ?? []).map((x) => x.pt),
    ...(data.luozis ?? []),
    ...(data.signs ?? []),
    ...(data.clone_pos ?? []),
    ...(data.clone_prepos ?? [[], []]).flat(),
  ];
  const off = points.find((p) => !onBoard(p, size));
  if (off !== undefined) return `point ${off} is off a ${size}×${size} board`;
  const stones = [...data.content[0], ...data.content[1]];
  if (new Set(stones).size !== stones.length) return 'a point holds two setup stones';
  if (data.xds && data.xds.length > 0 && !data.xds.some((x) => x.score >= 10))
    return 'a choice problem needs a choice scoring 10 or more';
  const kinds = [data.xds?.length, data.luozis?.length, data.clone_pos === undefined ? 0 : 1];
  if (kinds.filter((n) => (n ?? 0) > 0).length > 1)
    return 'a problem is one kind: choices, placement or replay';
  if (data.clone_pos !== undefined && data.clone_pos.length === 0) return 'a replay problem needs moves';
  const kindless = !data.xds?.length && !data.luozis?.length && data.clone_pos === undefined;
  if (kindless && data.ok_answers.length + data.change_answers.length === 0)
    return 'a problem needs a correct line (ok_answers or change_answers)';
  return null;
}

export function checkCollection(json: unknown): Result<CollectionFile, string> {
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return err(`${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const file = parsed.data as CollectionFile;
  for (const [i, problem] of file.problems.entries()) {
    if (problem.number !== i + 1)
      return err(`problems.${i}.number: expected ${i + 1} (numbers run 1, 2, 3, … in order)`);
    const fault = dataFault(problem.data);
    if (fault !== null) return err(`problem ${problem.number}: ${fault}`);
  }
  return ok(file);
}
