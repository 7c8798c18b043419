import type { ClientMessage } from '@tengen/protocol';
import type { ChatSender, RoomCommand } from './room/commands.ts';
import type { Seat } from './room/room-state.ts';

/** Who sends, as the connection knows them (never as the message claims). */
export interface Sender {
  readonly seat: Seat;
  readonly chat: ChatSender;
}

/** The room command a game message asks for; null for messages that are not the room's. */
export function toRoomCommand(message: ClientMessage, sender: Sender): RoomCommand | null {
  const by = sender.seat;
  switch (message.cmd) {
    case 'pos_stone':
      return { type: 'move', by, point: message.pos, step: message.step };
    case 'pass_req':
      return { type: 'pass', by, step: message.step };
    case 'send_fail':
      return { type: 'resign', by };
    case 'restore_req':
      return { type: 'takeBack', by, depth: message.depth };
    case 'restore_yes_resp':
    case 'restore_no_resp':
      return { type: 'takeBackAnswer', by, agree: message.cmd === 'restore_yes_resp' };
    case 'calc_stone_req':
      return { type: 'count', by };
    case 'calc_stone_yes_req':
      return { type: 'countAnswer', by, agree: true, reason: 0 };
    case 'calc_stone_no_req':
      return { type: 'countAnswer', by, agree: false, reason: message.reason };
    case 'calc_stone_yes_result':
    case 'calc_stone_no_result':
      return { type: 'countResultAnswer', by, agree: message.cmd === 'calc_stone_yes_result' };
    case 'count_proposal_yes':
    case 'count_proposal_no':
      return { type: 'countProposalAnswer', by, agree: message.cmd === 'count_proposal_yes' };
    case 'claim_win':
      return { type: 'claim', by };
    case 'call_judge_req':
      return { type: 'callJudge', by };
    case 'startnow':
      return { type: 'startNow', by };
    case 'startnow_yes':
    case 'startnow_no':
      return { type: 'startNowAnswer', by, agree: message.cmd === 'startnow_yes' };
    case 'change_chat_req':
      return message.action === 'guestenable' || message.action === 'guestdisable'
        ? { type: 'changeGuestChat', by, enable: message.action === 'guestenable' }
        : { type: 'changeChat', by, enable: message.action === 'enable' };
    case 'add_chat':
      return { type: 'chat', sender: sender.chat, text: message.content };
    case 'delete_chat':
      return { type: 'deleteChat', sender: sender.chat, id: message.id };
    case 'forbid_chat':
      return { type: 'forbidChat', sender: sender.chat, username: message.username };
    default:
      return null;
  }
}
