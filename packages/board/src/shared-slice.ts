/**
 * The shared slice of the site's common store (seed 001): window shape and the user list. A plain
 * reducer; any Redux-style store can mount it.
 */
export interface SharedState {
  readonly Orientation: 'landscape' | 'portrait';
  readonly W: number;
  readonly H: number;
  readonly userList: readonly unknown[];
}

export type SharedAction =
  | { type: 'WINDOW_RESIZE'; W: number; H: number; Orientation?: 'landscape' | 'portrait' }
  | { type: 'UPDATE_USERLIST'; userList: readonly unknown[] };

export const initialSharedState: SharedState = { Orientation: 'landscape', W: 0, H: 0, userList: [] };

export function windowResize(W: number, H: number): SharedAction {
  return { type: 'WINDOW_RESIZE', W, H, Orientation: W >= H ? 'landscape' : 'portrait' };
}

export function updateUserList(userList: readonly unknown[]): SharedAction {
  return { type: 'UPDATE_USERLIST', userList };
}

export function sharedReducer(
  state: SharedState = initialSharedState,
  action: SharedAction | { type: string },
): SharedState {
  switch (action.type) {
    case 'WINDOW_RESIZE': {
      const a = action as Extract<SharedAction, { type: 'WINDOW_RESIZE' }>;
      return {
        ...state,
        W: a.W,
        H: a.H,
        Orientation: a.Orientation ?? (a.W >= a.H ? 'landscape' : 'portrait'),
      };
    }
    case 'UPDATE_USERLIST':
      return { ...state, userList: (action as Extract<SharedAction, { type: 'UPDATE_USERLIST' }>).userList };
    default:
      return state;
  }
}
