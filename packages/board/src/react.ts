import { type CSSProperties, createElement, useEffect, useRef } from 'react';
import type { BoardApi } from './api.ts';
import type { BoardConfig } from './config.ts';
import { TengenBoard } from './create-board.ts';

export interface BoardViewProps {
  /** Passed to the board on mount; then the fields that change go to `api.set` (only those). */
  config: BoardConfig;
  /** The board's API once it exists (and null when it is gone). */
  onApi?: (api: BoardApi | null) => void;
  className?: string;
  style?: CSSProperties;
}

/** The fields of `next` that are not the same value as in `last` (compared field by field, objects by reference). */
export function changedFields(last: BoardConfig, next: BoardConfig): BoardConfig {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (!Object.is(value, (last as Record<string, unknown>)[key])) changed[key] = value;
  }
  return changed as BoardConfig;
}

/** The widget in React: mounted once, config changes passed to the API, destroyed on unmount. */
export function BoardView({ config, onApi, className, style }: BoardViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const api = useRef<BoardApi | null>(null);
  const mountedConfig = useRef<BoardConfig>(config);
  const onApiRef = useRef(onApi);
  onApiRef.current = onApi;

  useEffect(() => {
    const board = TengenBoard(element.current!, mountedConfig.current);
    api.current = board;
    onApiRef.current?.(board);
    return () => {
      board.destroy();
      api.current = null;
      onApiRef.current?.(null);
    };
  }, []);

  useEffect(() => {
    if (api.current && mountedConfig.current !== config) {
      const changed = changedFields(mountedConfig.current, config);
      if (Object.keys(changed).length > 0) api.current.set(changed);
    }
    mountedConfig.current = config;
  }, [config]);

  return createElement('div', { ref: element, className, style });
}
