import type { ClientMessageOf, Invitation, LobbyInfo, QuickMatchPresetId } from '@tengen/protocol';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { SocketConnection } from '../../common/socket/socket-connection.ts';
import { useNow } from '../../common/use-now.ts';
import { INITIAL_LOBBY_STATE, lobbyReducer } from './lobby-state.ts';

/**
 * The lobby's live part: GET /api/lobby/ for the socket credential, then the lobby socket
 * (`init_user { pkey: 'lobby' }`), its messages through the reducer, and the invitation
 * commands, open challenges and quick match. Goes to the game when this tab's invitation, seek
 * or quick match becomes one.
 */
export function useLobby() {
  const { token } = useHost();
  const [info, setInfo] = useState<LobbyInfo | null>(null);
  const [loadError, setLoadError] = useState<ApiFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, dispatch] = useReducer(lobbyReducer, INITIAL_LOBBY_STATE);
  const socket = useRef<SocketConnection | null>(null);

  // `attempt` changes to load again (the retry button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let live = true;
    setLoadError(null);
    void callRoute('lobby', { token }).then((answer) => {
      if (!live) return;
      if (answer.ok) setInfo(answer.value);
      else setLoadError(answer.error);
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    if (!info) return;
    const connection = new SocketConnection({
      hosts: [info.sockethost, info.sockethost2].filter((host) => host !== ''),
      pkey: 'lobby',
      userkey: info.userkey,
    });
    socket.current = connection;
    const offMessage = connection.onMessage((message) =>
      dispatch({ type: 'message', message, now: Date.now() }),
    );
    const offState = connection.onStateChange((next) => dispatch({ type: 'connection', state: next }));
    connection.start();
    return () => {
      offMessage();
      offState();
      connection.close();
      socket.current = null;
    };
  }, [info]);

  const now = useNow(state.invitations.length > 0, 250);
  useEffect(() => {
    dispatch({ type: 'tick', now });
  }, [now]);

  useEffect(() => {
    if (state.playId !== null) window.location.assign(`/play/p/${state.playId}/`);
  }, [state.playId]);

  const invite = useCallback((invitation: Invitation) => {
    socket.current?.send({ cmd: 'playreq', ...invitation });
  }, []);
  const answer = useCallback((cmd: 'agreeplayreq' | 'rejectplayreq' | 'cancelplayreq', id: number) => {
    if (socket.current?.send({ cmd, id })) dispatch({ type: 'answering', id });
  }, []);

  const postSeek = useCallback((seek: Omit<ClientMessageOf<'seek_req'>, 'cmd'>) => {
    socket.current?.send({ cmd: 'seek_req', ...seek });
  }, []);
  const send = (message: Parameters<SocketConnection['send']>[0]) => socket.current?.send(message);

  return {
    info,
    postSeek,
    acceptSeek: (id: number) => {
      if (send({ cmd: 'accept_seek_req', id })) dispatch({ type: 'acceptingSeek', id });
    },
    cancelSeek: (id: number) => send({ cmd: 'cancel_seek_req', id }),
    quickMatch: (preset: QuickMatchPresetId) => send({ cmd: 'quick_match_req', preset }),
    cancelQuickMatch: () => send({ cmd: 'cancel_quick_match_req' }),
    loadError,
    retryLoad: () => setAttempt((n) => n + 1),
    state,
    now,
    invite,
    accept: (id: number) => answer('agreeplayreq', id),
    reject: (id: number) => answer('rejectplayreq', id),
    cancel: (id: number) => answer('cancelplayreq', id),
    reconnect: () => socket.current?.reconnect(),
    dismissNotice: () => dispatch({ type: 'dismissNotice' }),
  };
}
