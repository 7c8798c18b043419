import { claimWin, join, leave } from './away.ts';
import { addChat, changeChat, changeGuestChat, deleteChat, forbidChat } from './chat.ts';
import { type RoomCommand, refuse, type StepResult } from './commands.ts';
import { answerProposal } from './count-proposal.ts';
import { amendVerdict, playTurn, resign, verdict } from './play.ts';
import {
  answerCount,
  answerCountResult,
  answerStartNow,
  answerTakeBack,
  askCount,
  askStartNow,
  askTakeBack,
  callJudge,
} from './requests.ts';
import { closeGrace } from './restart-grace.ts';
import type { RoomState } from './room-state.ts';
import { resume, tick } from './time-events.ts';

/**
 * The game room: every rule of a live game as one pure function. It reads no clock (`now` is
 * given) and does no I/O; a refused command changes nothing. Replaying the accepted commands
 * with their times rebuilds the game exactly.
 */
export function step(state: RoomState, command: RoomCommand, now: number): StepResult {
  // A restart's grace ends first when the command ends it (restart-grace.ts); a refused command
  // ends it only when it was over anyway.
  const graceOver = closeGrace(state, command, now);
  if (graceOver) {
    const after = step(graceOver.state, command, now);
    if (after.ok) return { ...after, out: [...graceOver.out, ...after.out] };
    if (state.grace && now < state.grace.until) return after;
    return { ok: true, state: graceOver.state, out: graceOver.out, refusal: after.refusal };
  }
  // Time first: a command arriving after a deadline meets the game as the deadline left it.
  if (command.type !== 'tick' && command.type !== 'resume' && command.type !== 'join') {
    const timed = tick(state, now);
    if (timed.ok && timed.state !== state) {
      const after = step(timed.state, command, now);
      if (!after.ok) return { ...timed, refusal: after.refusal };
      return { ok: true, state: after.state, out: [...timed.out, ...after.out] };
    }
  }
  switch (command.type) {
    case 'join':
      return join(state, command.by, now);
    case 'leave':
      return leave(state, command.by, now);
    case 'claim':
      return claimWin(state, command.by, now);
    case 'move':
      return playTurn(state, command.by, command.point, command.step, now);
    case 'pass':
      return playTurn(state, command.by, null, command.step, now, command.dead, command.dame);
    case 'resign':
      return resign(state, command.by, now);
    case 'takeBack':
      return askTakeBack(state, command.by, command.depth, now);
    case 'takeBackAnswer':
      return answerTakeBack(state, command.by, command.agree, now);
    case 'count':
      return askCount(state, command.by, now);
    case 'countAnswer':
      return answerCount(state, command.by, command.agree, command.reason, now, command.dead, command.dame);
    case 'countProposalAnswer':
      return answerProposal(state, command.by, command.agree, now);
    case 'countResultAnswer':
      return answerCountResult(state, command.by, command.agree, now);
    case 'callJudge':
      return callJudge(state, command.by);
    case 'verdict':
      return verdict(state, command.winner, now);
    case 'amendVerdict':
      return amendVerdict(state, command.winner);
    case 'startNow':
      return askStartNow(state, command.by, now);
    case 'startNowAnswer':
      return answerStartNow(state, command.by, command.agree, now);
    case 'changeChat':
      return changeChat(state, command.by, command.enable);
    case 'changeGuestChat':
      return changeGuestChat(state, command.by, command.enable);
    case 'chat':
      return addChat(state, command.sender, command.text, now);
    case 'deleteChat':
      return deleteChat(state, command.sender, command.id);
    case 'forbidChat':
      return forbidChat(state, command.sender, command.username);
    case 'machineGo':
      return refuse('NOT_MACHINE_GAME', 'this game has no machine player');
    case 'tick':
      return tick(state, now);
    case 'resume':
      return resume(state, command.downSince, now);
  }
}
