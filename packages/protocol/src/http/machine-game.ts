/**
 * The optional choices of a machine challenge (POST /jwt/startgameka/): the challenger's
 * colour, the board, the time and the handicap, from the invitation dialog's lists. The
 * seed's form has only `machinename`, so a form without them is still a whole challenge.
 */
import * as z from 'zod/mini';
import {
  BOARD_SIZES,
  type BoardSize,
  DEFAULT_TIME,
  INVITE,
  INVITE_COLORS,
  type InviteColor,
} from '../constants/limits.ts';
import { choiceField, intField } from './fields.ts';

export const machineGameChoiceFields = {
  /** The challenger's colour. */
  color: z.optional(z.enum(INVITE_COLORS)),
  size: z.optional(choiceField(BOARD_SIZES)),
  /** Basic time, minutes. */
  time: z.optional(choiceField(INVITE.basicMinutes)),
  /** Byo-yomi seconds (0: fixed time); the periods are INVITE.byoyomiPeriods. */
  byoyomi: z.optional(choiceField(INVITE.byoyomiSeconds)),
  handicap: z.optional(intField(INVITE.handicapMin, INVITE.handicapMax)),
};

export interface MachineGameChoices {
  readonly color: InviteColor;
  readonly size: BoardSize;
  readonly time: number;
  readonly byoyomi: number;
  readonly handicap: number;
}

/** What a challenge without choices plays: the challenger black on 19×19, even, DEFAULT_TIME. */
export const MACHINE_GAME_DEFAULTS: MachineGameChoices = {
  color: 'black',
  size: 19,
  time: DEFAULT_TIME.basicMinutes,
  byoyomi: DEFAULT_TIME.byoyomiSeconds,
  handicap: 0,
};

/** The choices a decoded form makes, the defaults filling what it leaves out. */
export function machineGameChoices(form: Partial<MachineGameChoices>): MachineGameChoices {
  const d = MACHINE_GAME_DEFAULTS;
  return {
    color: form.color ?? d.color,
    size: form.size ?? d.size,
    time: form.time ?? d.time,
    byoyomi: form.byoyomi ?? d.byoyomi,
    handicap: form.handicap ?? d.handicap,
  };
}
