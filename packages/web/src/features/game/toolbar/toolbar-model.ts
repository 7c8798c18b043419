/**
 * The side toolbar's buttons (seed 000 section 2), in the seed's order, and the small rules
 * around them. A button is shown when the page passes it; without a handler it is shown
 * disabled as "not available yet", so a later feature never pretends to work.
 */

export const TOOL_IDS = [
  'settings',
  'complaint',
  'analyze',
  'callReferee',
  'earlyStart',
  'playAgain',
  'moveNumbers',
  'sound',
  'coordinates',
  'rotate',
  'download',
  'moveList',
  'fullScreen',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export interface Tool {
  /** What pressing does; absent: the feature is not there yet (the button says so). */
  readonly onPress?: () => void;
  /** False greys it out for now (e.g. no referee calls left). Default true. */
  readonly enabled?: boolean;
}

/** Tools to show, by id; a tool not listed is hidden. */
export type Tools = Readonly<Partial<Record<ToolId, Tool>>>;

export type ToolAvailability = 'ready' | 'disabled' | 'unavailable';

export interface ShownTool {
  readonly id: ToolId;
  readonly availability: ToolAvailability;
  readonly onPress?: () => void;
}

export function toolAvailability(tool: Tool): ToolAvailability {
  if (!tool.onPress) return 'unavailable';
  return tool.enabled === false ? 'disabled' : 'ready';
}

/** The tools to draw, in the seed's order. */
export function shownTools(tools: Tools): ShownTool[] {
  return TOOL_IDS.flatMap((id) => {
    const tool = tools[id];
    return tool ? [{ id, availability: toolAvailability(tool), onPress: tool.onPress }] : [];
  });
}

/** What the toggles currently show, and the referee calls left (seed: 2 per game). */
export interface ToolbarStatus {
  readonly moveNumbers: MoveNumberMode;
  readonly sound: boolean;
  readonly coordinates: boolean;
  readonly fullScreen: boolean;
  readonly refereeCallsLeft: number;
}

/** On a phone the bar keeps this many tools; the rest go to the "more buttons" window (45). */
export const PHONE_BAR_TOOLS = 4;

/** The move-number display cycle: none, the last move, all moves. */
export const MOVE_NUMBER_MODES = ['none', 'last', 'all'] as const;
export type MoveNumberMode = (typeof MOVE_NUMBER_MODES)[number];

export function nextMoveNumberMode(mode: MoveNumberMode): MoveNumberMode {
  return MOVE_NUMBER_MODES[(MOVE_NUMBER_MODES.indexOf(mode) + 1) % MOVE_NUMBER_MODES.length];
}

/** The board widget's `moveNumbers` setting for a mode. */
export function boardMoveNumbers(mode: MoveNumberMode): 'none' | 'all' | number {
  return mode === 'last' ? 1 : mode;
}

/** A quarter turn clockwise, as the rotate button does. */
export function nextRotation(rotation: 0 | 90 | 180 | 270): 0 | 90 | 180 | 270 {
  return ((rotation + 90) % 360) as 0 | 90 | 180 | 270;
}
