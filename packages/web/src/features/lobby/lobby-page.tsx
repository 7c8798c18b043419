import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../../common/api/call-route.ts';
import { blockByName } from '../../common/blocks/block-by-name.ts';
import { Button, ButtonLink } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { signInHref } from '../../common/layout/account-menu.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { ChallengeDialog } from './challenge-dialog.tsx';
import { InvitationDialog } from './invitation-dialog.tsx';
import { InviteSetupDialog } from './invite-setup-dialog.tsx';
import { LiveGames } from './live-games.tsx';
import { LobbyNoticeBar } from './lobby-notice.tsx';
import { shownInvitation } from './lobby-state.ts';
import { MachineList } from './machine-list.tsx';
import { OnlineUsers } from './online-users.tsx';
import { QuickMatchPanel } from './quick-match-panel.tsx';
import { SeekDialog } from './seek-dialog.tsx';
import { SeekList } from './seek-list.tsx';
import { useLobby } from './use-lobby.ts';
import { WelcomePanel } from './welcome-panel.tsx';
import './lobby-page.css';

/** What the invite buttons opened: the setup for a player (or a typed name), or a machine challenge. */
type Opened =
  | { readonly kind: 'setup'; readonly target: string | null }
  | { readonly kind: 'challenge'; readonly machine: string }
  | { readonly kind: 'seek' }
  | null;

/** `?challenge=<machine>`: the page opens that machine's challenge (where a guest returns after signing in). */
const CHALLENGE_PARAM = 'challenge';

function challengeAsked(): string | null {
  return typeof window === 'undefined'
    ? null
    : new URLSearchParams(window.location.search).get(CHALLENGE_PARAM);
}

/**
 * The game room lobby (/play/room/, /yxy/playdoor/): a newcomer's welcome, quick match, open
 * challenges, the machine opponents, everyone online and where, the games in progress,
 * invitations, machine challenges.
 */
export default function LobbyPage() {
  const { t } = useTranslation(['lobby', 'common']);
  const lobby = useLobby();
  const { token } = useHost();
  const { info, state } = lobby;
  const [opened, setOpened] = useState<Opened>(null);
  const canInvite = info?.canInvite === true && state.connection === 'joined';
  const invitation = shownInvitation(state);
  const me = state.me ?? info?.username ?? null;
  const myLevel = canInvite ? (state.users.find((u) => u.username === me)?.levelname ?? null) : null;
  const here = typeof window === 'undefined' ? '/play/room/' : window.location.pathname;
  const machines = info?.machines ?? [];
  const signedIn = info?.canInvite === true;
  const challengeHref = (machine: string) =>
    signInHref(`${here}?${CHALLENGE_PARAM}=${encodeURIComponent(machine)}`);
  const openChallenge = (machine: string) => setOpened({ kind: 'challenge', machine });

  // Back from signing in to play a machine: its challenge opens once.
  const asked = useRef(false);
  useEffect(() => {
    const machine = challengeAsked();
    if (asked.current || !signedIn || machine === null) return;
    asked.current = true;
    if (machines.some((m) => m.username === machine)) setOpened({ kind: 'challenge', machine });
  }, [signedIn, machines]);

  return (
    <PageLayout
      title={t('lobby:title')}
      aside={
        canInvite ? (
          <Button variant="primary" onClick={() => setOpened({ kind: 'setup', target: null })}>
            {t('lobby:inviteByName')}
          </Button>
        ) : null
      }
    >
      {lobby.loadError ? (
        <div className="tg-notice tg-notice--error" role="alert">
          <p>
            {t('lobby:loadFailed')} {t(`common:${failureMessageKey(lobby.loadError)}`)}
          </p>
          <Button onClick={lobby.retryLoad}>{t('common:retry')}</Button>
        </div>
      ) : null}
      {info && !info.canInvite ? (
        <div className="tg-notice tg-lobby-guest">
          <span>{t('lobby:signInToInvite')}</span>
          <ButtonLink variant="primary" href={signInHref(here)}>
            {t('common:account.signIn')}
          </ButtonLink>
        </div>
      ) : null}
      {info && state.connection !== 'joined' ? (
        <div className="tg-notice" role="status">
          <span>{t(`lobby:connection.${state.connection}`)}</span>{' '}
          {state.connection === 'lost' ? (
            <Button onClick={lobby.reconnect}>{t('lobby:reconnect')}</Button>
          ) : null}
        </div>
      ) : null}
      {state.playId !== null ? (
        <p className="tg-notice" role="status">
          {t('lobby:notices.going')}
        </p>
      ) : null}
      {state.notice ? <LobbyNoticeBar notice={state.notice} onDismiss={lobby.dismissNotice} /> : null}
      {info?.newcomer ? (
        <WelcomePanel
          onPlayComputer={signedIn && machines.length > 0 ? () => openChallenge(machines[0].username) : null}
          playComputerHref={!signedIn && machines.length > 0 ? challengeHref(machines[0].username) : null}
        />
      ) : null}
      {info || !lobby.loadError ? (
        <>
          <QuickMatchPanel
            waitingIn={state.waitingIn}
            onJoin={canInvite ? lobby.quickMatch : null}
            onCancel={lobby.cancelQuickMatch}
          />
          <SeekList
            seeks={state.seeks}
            me={me}
            myLevel={myLevel}
            onPost={canInvite ? () => setOpened({ kind: 'seek' }) : null}
            onAccept={lobby.acceptSeek}
            onCancel={lobby.cancelSeek}
          />
        </>
      ) : null}
      {info ? (
        <MachineList
          machines={machines}
          onChallenge={signedIn ? openChallenge : null}
          signInFor={challengeHref}
        />
      ) : null}
      {info || !lobby.loadError ? (
        <OnlineUsers
          users={state.users}
          siteUsers={state.siteUsers}
          me={me}
          onInvite={canInvite ? (target) => setOpened({ kind: 'setup', target }) : null}
        />
      ) : null}
      {info || !lobby.loadError ? <LiveGames games={state.liveGames} /> : null}
      {opened?.kind === 'setup' && info ? (
        <InviteSetupDialog
          target={opened.target}
          me={info.username}
          onClose={() => setOpened(null)}
          onSend={(sent) => {
            lobby.invite(sent);
            setOpened(null);
          }}
          onChallenge={openChallenge}
        />
      ) : null}
      {opened?.kind === 'seek' ? (
        <SeekDialog
          onClose={() => setOpened(null)}
          onPost={(seek) => {
            lobby.postSeek(seek);
            setOpened(null);
          }}
        />
      ) : null}
      {opened?.kind === 'challenge' ? (
        <ChallengeDialog machine={opened.machine} onClose={() => setOpened(null)} />
      ) : null}
      {invitation && !opened ? (
        <InvitationDialog
          invitation={invitation}
          now={lobby.now}
          onAccept={lobby.accept}
          onReject={lobby.reject}
          onCancel={lobby.cancel}
          onBlock={
            token
              ? (received) => {
                  lobby.reject(received.id);
                  void blockByName(token, received.opponent);
                }
              : undefined
          }
        />
      ) : null}
    </PageLayout>
  );
}
