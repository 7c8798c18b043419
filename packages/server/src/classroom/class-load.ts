/** What a teacher can hand the class (docs/classroom.md): SGF text, a game of the site, a problem. */
import { err, ok, type Result } from '@tengen/core';
import type { ClassRecord, ProblemData } from '@tengen/protocol';
import { movesSoFar } from '../play/play-record.ts';
import type { Refusal } from '../play/room/commands.ts';
import type { Store } from '../storage/store.ts';
import { recordFromSgf } from './class-position.ts';

type Loaded = Result<ClassRecord, Refusal>;

export function loadSgf(text: string): Loaded {
  const record = recordFromSgf(text);
  return record.ok ? record : err({ code: 'BAD_RECORD', message: `the SGF cannot be read: ${record.error}` });
}

/** A game of the site (any game: games are public to watch), its moves so far. */
export async function loadGame(store: Store, playId: number): Promise<Loaded> {
  const play = await store.playById(playId);
  if (!play) return err({ code: 'NO_SUCH_PLAY', message: `no play ${playId}` });
  const { moves } = await movesSoFar(store, play);
  return ok({
    lu: play.boardSize,
    content: [[...play.presetStones.black], [...play.presetStones.white]],
    pos: [...moves],
    blackfirst: play.blackFirst,
  });
}

/** A problem of the collections: its starting position, the side to play first. */
export async function loadProblem(store: Store, problemId: number): Promise<Loaded> {
  const text = await store.classes.problemData(problemId);
  if (text === null) return err({ code: 'BAD_RECORD', message: `no problem ${problemId}` });
  const data = JSON.parse(text) as ProblemData;
  return ok({
    lu: data.lu,
    content: [data.content[0], data.content[1]],
    pos: [],
    blackfirst: data.blackfirst,
  });
}
