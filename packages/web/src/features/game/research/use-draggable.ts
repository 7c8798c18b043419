/**
 * Drags a fixed-position window by a handle with pointer events (mouse, touch and pen alike),
 * keeps it inside the viewport (also when the viewport shrinks), and remembers where it was
 * left in local storage.
 */
import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { clampPosition, loadPosition, type Point, savePosition } from './window-position.ts';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

export interface Draggable {
  readonly position: Point;
  /** Spread on the handle (the title bar). */
  readonly handleProps: {
    onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
    onPointerMove(event: ReactPointerEvent<HTMLElement>): void;
    onPointerUp(event: ReactPointerEvent<HTMLElement>): void;
    onPointerCancel(event: ReactPointerEvent<HTMLElement>): void;
  };
}

export function useDraggable(win: RefObject<HTMLElement | null>, initial: Point): Draggable {
  const [position, setPosition] = useState<Point>(() => loadPosition(browserStorage()) ?? initial);
  const drag = useRef<{ pointer: number; dx: number; dy: number } | null>(null);
  const latest = useRef(position);
  latest.current = position;

  const fit = useCallback(
    (pos: Point) => {
      const el = win.current;
      if (!el) return pos;
      return clampPosition(pos, { width: el.offsetWidth, height: el.offsetHeight }, viewport());
    },
    [win],
  );

  useEffect(() => {
    setPosition((pos) => fit(pos));
    const onResize = () => setPosition((pos) => fit(pos));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [fit]);

  const end = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    savePosition(browserStorage(), latest.current);
  };

  return {
    position,
    handleProps: {
      onPointerDown(event) {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = {
          pointer: event.pointerId,
          dx: event.clientX - position.x,
          dy: event.clientY - position.y,
        };
      },
      onPointerMove(event) {
        const d = drag.current;
        if (!d || d.pointer !== event.pointerId) return;
        setPosition(fit({ x: event.clientX - d.dx, y: event.clientY - d.dy }));
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  };
}
