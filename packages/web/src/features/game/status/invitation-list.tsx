import type { ServerMessageOf } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { blockByName } from '../../../common/blocks/block-by-name.ts';
import { Button } from '../../../common/controls/index.ts';
import { useHost } from '../../../common/host/host-context.tsx';
import { useNow } from '../../../common/use-now.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { RESULT_SLOTS } from '../overlays/overlay-queue.ts';
import { usePlayUi } from '../play-ui.tsx';
import type { GameState } from '../state/game-state.ts';

/**
 * Invitations to a new game while on this page: a received one to accept or reject (or reject
 * and block its sender), a sent one to cancel, each with its countdown; a level challenge says
 * so. The opponent's after the end is "play again"; anyone else's (from the lobby, to a player
 * in this game) is an invitation. Both name the board size, time and byo-yomi. A received one
 * closes the result window, which would hide it on a phone until it expired, and stays in view
 * there at the bottom of the screen. Accepting takes both to the new game.
 */
export function InvitationList() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const invitations = useGameSlice((s) => s.invitations);
  const me = useGameSlice((s) => s.viewer?.username ?? '');
  const rematchOf = useGameSlice(rematchPair);
  const { overlays } = usePlayUi();
  const { token } = useHost();
  const now = useNow(invitations.length > 0, 1_000);
  // When each invitation was first seen here: its countdown runs from then.
  const seenAt = useRef(new Map<number, number>());
  const received = invitations.filter((inv) => inv.from !== me);
  const newest = received.at(-1)?.id ?? null;
  useEffect(() => {
    if (newest === null) return;
    for (const slot of RESULT_SLOTS) overlays.close(slot);
  }, [newest, overlays.close]);
  if (invitations.length === 0) return null;
  return (
    <ul className="tg-invitation-list" aria-live="polite">
      {invitations.map((inv) => {
        if (!seenAt.current.has(inv.id)) seenAt.current.set(inv.id, Date.now());
        const since = Math.max(0, now - (seenAt.current.get(inv.id) ?? now));
        const left = Math.max(0, inv.countdown - Math.floor(since / 1000));
        const sent = inv.from === me;
        return (
          <li
            key={inv.id}
            className={`tg-invitation-list__item${sent ? '' : ' tg-invitation-list__item--received'}`}
            role={sent ? undefined : 'alert'}
          >
            <span>
              {t(invitationKey(sent, inv.challenge === true, isRematch(inv, rematchOf)), {
                name: sent ? inv.target : inv.from,
                seconds: left,
                terms: invitationTerms(t, inv),
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

/**
 * The line's text: sent or received, a level challenge, the opponent's "play again" after this
 * game, or an invitation from anyone else.
 */
export function invitationKey(sent: boolean, challenge: boolean, rematch = true) {
  if (sent) return challenge ? 'invitation.challengeSent' : 'invitation.sent';
  if (challenge) return 'invitation.challengeReceived';
  return rematch ? 'invitation.received' : 'invitation.invites';
}

type Invitation = ServerMessageOf<'play_req'>;

/** This game's two players once it is over (a "play again" is between them), else null. */
function rematchPair(s: GameState): string | null {
  return s.finish ? `${s.play.busername}\n${s.play.wusername}` : null;
}

function isRematch(inv: Invitation, pair: string | null): boolean {
  if (pair === null) return false;
  const [black, white] = pair.split('\n');
  return (inv.from === black && inv.target === white) || (inv.from === white && inv.target === black);
}

/** What the new game would be: "9×9, 10 min, byo-yomi 30 s". */
export function invitationTerms(
  t: TFunction<'play'>,
  inv: Pick<Invitation, 'size' | 'time' | 'byoyomi'>,
): string {
  return t('invitation.terms', {
    size: inv.size,
    minutes: inv.time,
    byoyomi: inv.byoyomi > 0 ? t('invitation.byoyomi', { seconds: inv.byoyomi }) : t('time.fixed'),
  });
}
