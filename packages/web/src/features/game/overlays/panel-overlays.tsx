/**
 * Panels shown as overlay windows (mostly on phones): game details (41), user list (42), more
 * buttons (45), chat (46), study (51) and trial (52). Their content is live: it comes from
 * the host's `panels` prop, not from the request.
 */
import { OVERLAYS, type Role } from '@tengen/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel, type ChatPanelProps } from '../../../common/chat/chat-panel.tsx';
import { Button, Modal } from '../../../common/controls/index.ts';
import { OnlineUserList, type OnlineUserListProps } from '../players/online-user-list.tsx';
import { UserCardView, type UserCardViewProps } from '../players/user-card-view.tsx';
import { MoreButtons, type SideToolbarProps } from '../toolbar/side-toolbar.tsx';
import { GameDetails, type GameDetailsData } from './game-details.tsx';

export interface StudyPanelProps {
  readonly role: Role;
  /** Study and trial are for finished games (others see a notice until then). */
  readonly gameFinished: boolean;
  readonly onOpenResearch?: () => void;
  readonly onTryMoves?: () => void;
  readonly onLogIn?: () => void;
}

export interface TrialPanelProps {
  readonly onBack: () => void;
  readonly onReset: () => void;
  readonly onLeave: () => void;
}

/** The live content of the panel windows; a panel whose content is missing shows nothing. */
export interface OverlayPanels {
  readonly gameDetails?: GameDetailsData;
  readonly userList?: OnlineUserListProps & { readonly card?: UserCardViewProps | null };
  readonly moreButtons?: Omit<SideToolbarProps, 'onMore'>;
  /** The chat, with what goes above it (a player's switch for chat in this game). */
  readonly chat?: Omit<ChatPanelProps, 'variant'> & { readonly consent?: ReactNode };
  readonly study?: StudyPanelProps;
  readonly trial?: TrialPanelProps;
}

export type PanelId = 41 | 42 | 45 | 46 | 51 | 52;

export function PanelOverlay({
  overlay,
  panels,
  onClose,
}: {
  readonly overlay: PanelId;
  readonly panels: OverlayPanels;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('overlays');
  const frame = (title: string, body: React.ReactNode) => (
    <Modal title={title} onClose={onClose} actions={<Button onClick={onClose}>{t('close')}</Button>}>
      {body}
    </Modal>
  );
  switch (overlay) {
    case OVERLAYS.gameDetails:
      return panels.gameDetails
        ? frame(t('title.gameDetails'), <GameDetails details={panels.gameDetails} />)
        : null;
    case OVERLAYS.userList: {
      const list = panels.userList;
      if (!list) return null;
      return frame(
        t('title.userList', { count: list.users.length }),
        <>
          <OnlineUserList users={list.users} onSelect={list.onSelect} selected={list.selected} />
          {list.card ? <UserCardView {...list.card} /> : null}
        </>,
      );
    }
    case OVERLAYS.moreButtons:
      return panels.moreButtons
        ? frame(t('title.moreButtons'), <MoreButtons {...panels.moreButtons} onClose={onClose} />)
        : null;
    case OVERLAYS.mobileChat: {
      if (!panels.chat) return null;
      const { consent, ...chat } = panels.chat;
      return frame(
        t('title.mobileChat'),
        <>
          {consent}
          <ChatPanel {...chat} variant="overlay" />
        </>,
      );
    }
    case OVERLAYS.studyPanel:
      return panels.study
        ? frame(t('title.studyPanel'), <StudyBody study={panels.study} onClose={onClose} />)
        : null;
    case OVERLAYS.trialPanel:
      return panels.trial
        ? frame(t('title.trialPanel'), <TrialBody trial={panels.trial} onClose={onClose} />)
        : null;
  }
}

/**
 * 51: what a guest may open. A guest is asked to log in; another viewer of an unfinished game
 * is told to wait for the end; otherwise the research window and trial are offered.
 */
function StudyBody({ study, onClose }: { study: StudyPanelProps; onClose: () => void }) {
  const { t } = useTranslation('overlays');
  const then = (f?: () => void) =>
    f
      ? () => {
          f();
          onClose();
        }
      : undefined;
  if (study.role === 'guest') {
    return (
      <>
        <p>{t('messages.pleaseLogIn')}</p>
        {study.onLogIn ? (
          <Button variant="primary" onClick={then(study.onLogIn)}>
            {t('study.logIn')}
          </Button>
        ) : null}
      </>
    );
  }
  if (!study.gameFinished && study.role === 'other') return <p>{t('study.afterGame')}</p>;
  return (
    <>
      <p>{t('study.text')}</p>
      <div className="tg-overlay-buttons">
        <Button variant="primary" disabled={!study.onOpenResearch} onClick={then(study.onOpenResearch)}>
          {t('study.openResearch')}
        </Button>
        <Button disabled={!study.onTryMoves} onClick={then(study.onTryMoves)}>
          {t('study.tryMoves')}
        </Button>
      </div>
    </>
  );
}

function TrialBody({ trial, onClose }: { trial: TrialPanelProps; onClose: () => void }) {
  const { t } = useTranslation('overlays');
  return (
    <>
      <p>{t('trial.text')}</p>
      <div className="tg-overlay-buttons">
        <Button onClick={trial.onBack}>{t('trial.back')}</Button>
        <Button onClick={trial.onReset}>{t('trial.reset')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            trial.onLeave();
            onClose();
          }}
        >
          {t('trial.leave')}
        </Button>
      </div>
    </>
  );
}
