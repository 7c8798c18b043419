import { useTranslation } from 'react-i18next';
import { Switch } from '../../../common/controls/index.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';

/**
 * A player's switches: allow or forbid chat in this game (change_chat_req; chat needs both
 * players' consent), and open it to guests and other non-players (guestenable; off in games
 * from the lobby). Nothing for anyone else.
 */
export function ChatConsent() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const mine = useGameSlice((s) => (seat === 1 ? s.chatAllowed.black : s.chatAllowed.white));
  const guests = useGameSlice((s) => s.chatAllowed.guests);
  if (seat === 0) return null;
  return (
    <>
      <Switch
        label={t('chat.allow')}
        checked={mine}
        onChange={(on) => controller.send({ cmd: 'change_chat_req', action: on ? 'enable' : 'disable' })}
      />
      <Switch
        label={t('chat.allowGuests')}
        checked={guests}
        onChange={(on) =>
          controller.send({ cmd: 'change_chat_req', action: on ? 'guestenable' : 'guestdisable' })
        }
      />
    </>
  );
}
