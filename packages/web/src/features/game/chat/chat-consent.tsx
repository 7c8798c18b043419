import { useTranslation } from 'react-i18next';
import { Switch } from '../../../common/controls/index.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';

/**
 * A player's switch that allows or forbids chat in this game (change_chat_req; chat needs both
 * players' consent). Nothing for anyone else.
 */
export function ChatConsent() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const mine = useGameSlice((s) => (seat === 1 ? s.chatAllowed.black : s.chatAllowed.white));
  if (seat === 0) return null;
  return (
    <Switch
      label={t('chat.allow')}
      checked={mine}
      onChange={(on) => controller.send({ cmd: 'change_chat_req', action: on ? 'enable' : 'disable' })}
    />
  );
}
