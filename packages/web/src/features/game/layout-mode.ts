/**
 * Which layout the game page takes, and how large the board is, from the window's size: phones
 * in portrait, tablets, desktops, and wide desktops (width / height above 1.55) with a third
 * column for the chat.
 */
import { WIDE_ASPECT_RATIO } from '@tengen/protocol';
import { useEffect, useState } from 'react';

export type LayoutMode = 'mobile' | 'tablet' | 'desktop' | 'wide';

export interface GameLayout {
  readonly mode: LayoutMode;
  /** The board's side in CSS pixels. */
  readonly boardSize: number;
}

/** Room the side column needs beside the board; the chat column of wide screens; the toolbar. */
const SIDE_COLUMN = 360;
const TOOLS_COLUMN = 72;
const CHAT_COLUMN = 300;
const MIN_BOARD = 200;

export function layoutFor(width: number, height: number): GameLayout {
  const fit = (n: number) => Math.max(MIN_BOARD, Math.floor(n));
  if (width / height > WIDE_ASPECT_RATIO && width >= 1100) {
    return {
      mode: 'wide',
      boardSize: fit(Math.min(height - 80, width - TOOLS_COLUMN - SIDE_COLUMN - CHAT_COLUMN - 56)),
    };
  }
  if (width > height && width >= 900) {
    return {
      mode: 'desktop',
      boardSize: fit(Math.min(height - 80, width - TOOLS_COLUMN - SIDE_COLUMN - 40)),
    };
  }
  if (width >= 600) return { mode: 'tablet', boardSize: fit(Math.min(width - 24, height - 320)) };
  // Phones: the players above, the controls below; the board keeps most of the height.
  return { mode: 'mobile', boardSize: fit(Math.min(width - 8, height - 260)) };
}

function readLayout(): GameLayout {
  return layoutFor(window.innerWidth, window.innerHeight);
}

export function useGameLayout(): GameLayout {
  const [layout, setLayout] = useState(readLayout);
  useEffect(() => {
    const onResize = () => setLayout(readLayout());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return layout;
}
