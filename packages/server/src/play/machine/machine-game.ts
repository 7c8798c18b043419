/**
 * The game a machine challenge (POST /jwt/startgameka/) creates from the form's choices
 * (colour, size, time, byo-yomi seconds and periods, handicap; the protocol's machineGameChoices fills in the
 * defaults for those left out: the challenger black on 19×19, even, 30 min and 30 s × 3).
 */
import { fixedHandicap, vertexToSgf } from '@tengen/core';
import type { MachineGameChoices } from '@tengen/protocol';
import type { NewPlay } from '../../storage/types.ts';

/** The play between the challenger and the machine, starting now. `guess` tosses `coin`. */
export function machinePlay(
  challengerId: number,
  machineId: number,
  choices: MachineGameChoices,
  now: number,
  coin: () => boolean = () => Math.random() < 0.5,
): NewPlay {
  const challengerBlack = choices.color === 'black' || (choices.color === 'guess' && coin());
  const stones = choices.handicap >= 2 ? (fixedHandicap(choices.size, choices.handicap) ?? []) : [];
  return {
    blackId: challengerBlack ? challengerId : machineId,
    whiteId: challengerBlack ? machineId : challengerId,
    boardSize: choices.size,
    mainMinutes: choices.time,
    byoyomiSeconds: choices.byoyomi,
    byoyomiPeriods: choices.periods,
    handicap: choices.handicap,
    blackFirst: stones.length === 0,
    presetStones: { black: stones.map(vertexToSgf), white: [] },
    undoAllowed: true,
    earlyStartAllowed: false,
    judgeCallsAllowed: false,
    chatEnabled: true,
    // Guests and other non-players chat only when a player opens it (change_chat_req guestenable).
    guestsMayChat: false,
    startsAt: now,
    createdAt: now,
  };
}
