import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LobbyNotice } from './lobby-state.ts';

const KNOWN_ERRORS = [
  'INVITE_TARGET_OFFLINE',
  'INVITE_BAD_TARGET',
  'INVITE_MACHINE_TARGET',
  'GUEST_NOT_ALLOWED',
  'NO_SUCH_INVITATION',
  'RATE_LIMITED',
  'NO_SUCH_SEEK',
  'SEEK_OWN',
  'SEEK_OUT_OF_RANGE',
  'SEEK_LIMIT',
] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];

export function noticeText(notice: LobbyNotice, t: TFunction<'lobby'>): string {
  switch (notice.kind) {
    case 'refused':
      return t('notices.refused');
    case 'withdrawn':
      return t('notices.withdrawn', { name: notice.opponent });
    case 'expired':
      return notice.direction === 'sent'
        ? t('notices.expiredSent', { name: notice.opponent })
        : t('notices.expiredReceived', { name: notice.opponent });
    case 'startedElsewhere':
      return t('notices.startedElsewhere', { name: notice.opponent });
    case 'error':
      return (KNOWN_ERRORS as readonly string[]).includes(notice.code)
        ? t(`notices.errors.${notice.code as KnownError}`)
        : t('notices.errors.other', { message: notice.message });
  }
}

/** The reject notice and the other ends of an invitation, until dismissed. */
export function LobbyNoticeBar({
  notice,
  onDismiss,
}: {
  readonly notice: LobbyNotice;
  readonly onDismiss: () => void;
}) {
  const { t } = useTranslation(['lobby', 'common']);
  return (
    <div
      className={`tg-notice tg-lobby-notice${notice.kind === 'error' ? ' tg-notice--error' : ''}`}
      role="status"
    >
      <span>{noticeText(notice, t)}</span>
      {notice.kind === 'startedElsewhere' ? (
        <a className="tg-lobby-notice__link" href={`/play/p/${notice.playId}/`}>
          {t('lobby:notices.openGame')}
        </a>
      ) : null}
      <button type="button" className="tg-lobby-notice__close" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
        <span className="tg-visually-hidden">{t('common:close')}</span>
      </button>
    </div>
  );
}
