import type { BoardKind } from './types.ts';

/** Tengen's themes: wood (the default) and three others; wood and kt are the game-board themes. */
export const THEMES = ['wood', 'default', 'kt', 'night'] as const;
export type ThemeName = (typeof THEMES)[number];
export const GAME_THEMES: readonly ThemeName[] = ['wood', 'kt'];

export type StoneLook = 'image' | 'shaded' | 'flat';

export interface Theme {
  readonly name: ThemeName;
  /** Board image file under the asset base, or null for a drawn board. */
  readonly boardImage: string | null;
  readonly boardColor: string;
  readonly lineColor: string;
  readonly coordColor: string;
  readonly stones: StoneLook;
}

const SPECS: Record<ThemeName, Omit<Theme, 'name'>> = {
  wood: {
    boardImage: 'board-wood.png',
    boardColor: '#d9a95b',
    lineColor: '#3b2a14',
    coordColor: '#3b2a14',
    stones: 'image',
  },
  default: {
    boardImage: null,
    boardColor: '#e6c379',
    lineColor: '#222222',
    coordColor: '#333333',
    stones: 'shaded',
  },
  kt: {
    boardImage: 'board-kt.png',
    boardColor: '#efcf8e',
    lineColor: '#4a3418',
    coordColor: '#4a3418',
    stones: 'image',
  },
  night: {
    boardImage: null,
    boardColor: '#2d323a',
    lineColor: '#9aa5b4',
    coordColor: '#c8d0db',
    stones: 'flat',
  },
};

/** The theme a board gets for a requested name: game boards fall back to wood, others to default. */
export function resolveThemeName(requested: unknown, kind: BoardKind): ThemeName {
  const known = THEMES.includes(requested as ThemeName) ? (requested as ThemeName) : null;
  if (kind === 'game') return known && GAME_THEMES.includes(known) ? known : 'wood';
  return known ?? (requested === undefined ? 'wood' : 'default');
}

export interface ThemeOverrides {
  /** The site's board style: 1 image wood, 2 drawn in the theme colour, 3 drawn light plain. */
  boardStyle?: 1 | 2 | 3 | null;
  /** The site's stone style: 1 image, 2 drawn shaded, 3 drawn flat. */
  stoneStyle?: 1 | 2 | 3 | null;
  boardColor?: string | null;
  lineColor?: string | null;
}

export function themeFor(name: ThemeName, o: ThemeOverrides = {}): Theme {
  const base = { name, ...SPECS[name] };
  let { boardImage, boardColor } = base;
  if (o.boardStyle === 1) boardImage = 'board-wood.png';
  else if (o.boardStyle === 2) boardImage = null;
  else if (o.boardStyle === 3) [boardImage, boardColor] = [null, '#f2e3bd'];
  const stones: StoneLook =
    o.stoneStyle === 1 ? 'image' : o.stoneStyle === 2 ? 'shaded' : o.stoneStyle === 3 ? 'flat' : base.stones;
  if (o.boardColor) [boardImage, boardColor] = [null, o.boardColor];
  const lineColor = o.lineColor ?? base.lineColor;
  return { ...base, boardImage, boardColor, stones, lineColor };
}
