import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { blockByName } from '../../../common/blocks/block-by-name.ts';
import { Button } from '../../../common/controls/index.ts';
import { useHost } from '../../../common/host/host-context.tsx';
import { useNow } from '../../../common/use-now.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';

/**
 * Invitations to a new game while on this page ("play again"): a received one to accept or
 * reject (or reject and block its sender), a sent one to cancel, each with its countdown; a level
 * challenge says so. Accepting takes both to the new game.
 */
export function InvitationList() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const invitations = useGameSlice((s) => s.invitations);
  const me = useGameSlice((s) => s.viewer?.username ?? '');
  const { token } = useHost();
  const now = useNow(invitations.length > 0, 1_000);
  // When each invitation was first seen here: its countdown runs from then.
  const seenAt = useRef(new Map<number, number>());
  if (invitations.length === 0) return null;
  return (
    <ul className="tg-invitation-list" aria-live="polite">
      {invitations.map((inv) => {
        if (!seenAt.current.has(inv.id)) seenAt.current.set(inv.id, Date.now());
        const since = Math.max(0, now - (seenAt.current.get(inv.id) ?? now));
        const left = Math.max(0, inv.countdown - Math.floor(since / 1000));
        const sent = inv.from === me;
        return (
          <li key={inv.id} className="tg-invitation-list__item" role={sent ? undefined : 'alert'}>
            <span>
              {t(invitationKey(sent, inv.challenge === true), {
                name: sent ? inv.target : inv.from,
                seconds: left,
              })}
            </span>
            {sent ? (
              <Button onClick={() => controller.send({ cmd: 'cancelplayreq', id: inv.id })}>
                {t('invitation.cancel')}
              </Button>
            ) : (
              <>
                <Button
                  variant="primary"
                  onClick={() => controller.send({ cmd: 'agreeplayreq', id: inv.id })}
                >
                  {t('invitation.accept')}
                </Button>
                <Button onClick={() => controller.send({ cmd: 'rejectplayreq', id: inv.id })}>
                  {t('invitation.reject')}
                </Button>
                {token ? (
                  <Button
                    onClick={() => {
                      controller.send({ cmd: 'rejectplayreq', id: inv.id });
                      void blockByName(token, inv.from);
                    }}
                  >
                    {t('invitation.block', { name: inv.from })}
                  </Button>
                ) : null}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The line's text: sent or received, a level challenge or an ordinary invitation. */
export function invitationKey(sent: boolean, challenge: boolean) {
  if (sent) return challenge ? 'invitation.challengeSent' : 'invitation.sent';
  return challenge ? 'invitation.challengeReceived' : 'invitation.received';
}
