/**
 * The class page's live part (docs/classroom.md): GET /jwt/class/<id>/ for the socket
 * credential, then the class socket (`init_user { pkey: 'class:<id>' }`). Every state and change
 * goes to the board; a change whose `seq` the board already holds is skipped. The teacher's own
 * board changes are sent as they happen.
 */
import type { BoardApi, PenBatch, SyncOp } from '@tengen/board';
import type {
  ChatEntry,
  ClassOp,
  ClassroomResponses,
  ClassVote,
  ClientMessage,
  ServerMessage,
  ServerMessageOf,
} from '@tengen/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { type ConnectionState, SocketConnection } from '../../common/socket/socket-connection.ts';
import { applyClassOp, loadClassRecord, showVote, stonesOf } from './class-board.ts';
import { PenSender } from './pen-sender.ts';

export type ClassInfo = ClassroomResponses['getClass'];
export type ClassPerson = ServerMessageOf<'class_people'>['people'][number];

/** Chat messages the page keeps (the server sends the last 50 on joining). */
const CHAT_KEPT = 100;

export interface ClassView {
  readonly seq: number;
  readonly vote: ClassVote | null;
  /** The stones shown and the move number, after each change (for the page and its tests). */
  readonly stones: string;
  readonly size: number;
  readonly move: number;
  readonly strokes: number;
  /** The last refusal's code. */
  readonly refused: string | null;
  readonly joined: boolean;
}

const START: ClassView = {
  seq: -1,
  vote: null,
  stones: '',
  size: 19,
  move: 0,
  strokes: 0,
  refused: null,
  joined: false,
};

export function useClass(classId: number) {
  const { token } = useHost();
  const [info, setInfo] = useState<ClassInfo | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [view, setView] = useState<ClassView>(START);
  const [link, setLink] = useState<ConnectionState>('connecting');
  const [people, setPeople] = useState<readonly ClassPerson[]>([]);
  const [chats, setChats] = useState<readonly ChatEntry[]>([]);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  /** A guest (signed out) watches: the class_state names the role. */
  const [guest, setGuest] = useState(false);
  const watching = useRef(false);
  const api = useRef<BoardApi | null>(null);
  const socket = useRef<SocketConnection | null>(null);
  const seq = useRef(-1);
  /** True while a state is being replayed: the teacher's board events then are not changes to send. */
  const replaying = useRef(false);
  const pending = useRef<ServerMessage[]>([]);

  useEffect(() => {
    // Signed out, the page watches as a guest.
    if (!(classId > 0)) return;
    let live = true;
    void callRoute('getClass', { params: { classid: classId }, token }).then((answer) => {
      if (!live) return;
      if (answer.ok) setInfo(answer.value);
      else setFailure(answer.error);
    });
    return () => {
      live = false;
    };
  }, [classId, token]);

  const send = useCallback((message: ClientMessage) => socket.current?.send(message) ?? false, []);
  const pen = useRef(new PenSender((batch) => send({ cmd: 'class_pen', batch })));
  const teacher = info?.isTeacher ?? false;

  const refresh = useCallback((board: BoardApi, patch: Partial<ClassView> = {}) => {
    setView((v) => ({
      ...v,
      ...patch,
      seq: seq.current,
      stones: stonesOf(board),
      size: board.state.game.size,
      move: board.state.game.current.moveNumber,
      strokes: board.state.pen.strokes.length,
    }));
  }, []);

  const pick = useCallback((no: number) => (point: string) => send({ cmd: 'class_vote', no, point }), [send]);

  const apply = useCallback(
    (board: BoardApi, message: ServerMessage) => {
      // The teacher chooses the answer; a guest only watches; a student picks.
      const voteHere = (vote: ClassVote | null) =>
        showVote(board, vote, teacher || watching.current || !vote ? null : pick(vote.no));
      if (message.cmd === 'class_people') return setPeople(message.people);
      if (message.cmd === 'class_chat') {
        const entry = message.chat;
        return setChats((list) =>
          list.some((e) => e.id === entry.id && e.User === entry.User)
            ? list
            : [...list, entry].slice(-CHAT_KEPT),
        );
      }
      if (message.cmd === 'class_state') {
        // The chat's last messages follow the state, again on each rejoin.
        setChats([]);
        watching.current = message.role === 'guest';
        setGuest(watching.current);
        seq.current = message.seq;
        replaying.current = true;
        loadClassRecord(board, message.record);
        for (const op of message.ops) applyClassOp(board, op);
        board.clearPen();
        for (const batch of message.pen) board.drawPen({ ...batch, points: [...batch.points] }, 'teacher');
        replaying.current = false;
        voteHere(message.vote);
        return refresh(board, { vote: message.vote, joined: true });
      }
      if (message.cmd === 'class_vote_counts') {
        setView((v) => {
          if (!v.vote || v.vote.no !== message.no) return v;
          const vote = { ...v.vote, counts: { ...message.counts } };
          board.setVoteCounts(vote.counts);
          return { ...v, vote };
        });
        return;
      }
      if (message.cmd === 'class_vote_mine') {
        setView((v) => {
          if (!v.vote || v.vote.no !== message.no) return v;
          const vote = { ...v.vote, mine: message.point };
          voteHere(vote);
          return { ...v, vote };
        });
        return;
      }
      if (message.cmd === 'error') {
        // The teacher's board already shows a change the class refused: take the class's again.
        if (message.replyTo === 'class_board' || message.replyTo === 'class_pen') socket.current?.reconnect();
        return setView((v) => ({ ...v, refused: message.code }));
      }
      if (!('seq' in message) || message.seq <= seq.current) return;
      seq.current = message.seq;
      replaying.current = true;
      if (message.cmd === 'class_board') applyClassOp(board, message.op);
      else if (message.cmd === 'class_loaded') {
        // A new record (perhaps of another size) starts without the last vote's results.
        loadClassRecord(board, message.record);
        replaying.current = false;
        voteHere(null);
        return refresh(board, { vote: null });
      } else if (message.cmd === 'class_pen')
        board.drawPen({ ...message.batch, points: [...message.batch.points] }, 'teacher');
      else if (message.cmd === 'class_pen_cleared') board.clearPen();
      replaying.current = false;
      if (message.cmd === 'class_vote_started' || message.cmd === 'class_vote_ended') {
        voteHere(message.vote);
        return refresh(board, { vote: message.vote });
      }
      refresh(board);
    },
    [teacher, pick, refresh],
  );

  useEffect(() => {
    if (!info) return;
    const connection = new SocketConnection({
      hosts: [info.sockethost, info.sockethost2].filter((host) => host !== ''),
      pkey: `class:${info.classid}`,
      userkey: info.userkey,
    });
    socket.current = connection;
    const offMessage = connection.onMessage((message) => {
      if (api.current) apply(api.current, message);
      else pending.current.push(message);
    });
    const offState = connection.onStateChange(setLink);
    connection.start();
    return () => {
      offMessage();
      offState();
      connection.close();
      socket.current = null;
    };
  }, [info, apply]);

  const onApi = useCallback(
    (board: BoardApi | null) => {
      api.current = board;
      if (!board) return;
      for (const message of pending.current.splice(0)) apply(board, message);
    },
    [apply],
  );

  /** The teacher's board: each change the teacher makes goes to the class. */
  const boardEvents = {
    onSync: (op: SyncOp) => {
      if (!teacher || replaying.current || op.op === 'mode' || op.op === 'result') return;
      send({ cmd: 'class_board', op: op as ClassOp });
      if (api.current) refresh(api.current);
    },
    onSymbol: (v: { x: number; y: number }) => {
      const board = api.current;
      const tool = board?.state.symbolTool;
      if (!teacher || replaying.current || !board || typeof tool !== 'string') return;
      if (!['triangle', 'circle', 'square', 'number', 'letter'].includes(tool)) return;
      const point = String.fromCharCode(97 + v.x, 97 + v.y);
      send({ cmd: 'class_board', op: { op: 'symbol', point, tool } as ClassOp });
    },
    onPen: (batch: PenBatch) => {
      if (teacher) pen.current.add(batch);
    },
  };

  const sendChat = useCallback(
    (text: string) => {
      if (send({ cmd: 'class_chat', text })) setLastSentAt(Date.now());
    },
    [send],
  );

  return {
    info,
    failure,
    view,
    link,
    onApi,
    boardEvents,
    send,
    api,
    refresh,
    teacher,
    guest,
    people,
    chats,
    lastSentAt,
    sendChat,
  };
}
