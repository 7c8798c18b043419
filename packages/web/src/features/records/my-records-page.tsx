import type { PlayListResponse } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { isMissingRoute, useCall } from '../../common/api/use-call.ts';
import { Button } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { RecordsTable } from './records-table.tsx';

/** /play/my/: the signed-in user's games, a page at a time (GET /jwt/getoneuserplaylist/). */
export default function MyRecordsPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { user, token } = useHost();
  const [page, setPage] = useState(1);
  const list = useCall<PlayListResponse>(
    user ? () => callRoute('getUserPlayList', { params: { userid: user.userid, page }, token }) : null,
    `${user?.userid}:${page}`,
  );

  return (
    <PageLayout title={t('pages:myRecords.title')}>
      {!user ? <SignInPrompt message={t('pages:signInPrompt')} /> : null}
      {list.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {list.kind === 'failed' ? (
        <p className={isMissingRoute(list.failure) ? 'tg-card tg-empty' : 'tg-notice tg-notice--error'}>
          {isMissingRoute(list.failure)
            ? t('pages:myRecords.unavailable')
            : t(`common:${failureMessageKey(list.failure)}`)}
        </p>
      ) : null}
      {list.kind === 'done' && list.value.plays.length === 0 ? (
        <p className="tg-card tg-empty">{t('pages:myRecords.empty')}</p>
      ) : null}
      {list.kind === 'done' && list.value.plays.length > 0 ? (
        <>
          <p>{t('pages:myRecords.intro')}</p>
          <RecordsTable plays={list.value.plays} />
          {list.value.page_total > 1 ? (
            <nav className="tg-pager">
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('pages:myRecords.previous')}
              </Button>
              <span>
                {t('pages:myRecords.page', { page: list.value.curpage, total: list.value.page_total })}
              </span>
              <Button disabled={page >= list.value.page_total} onClick={() => setPage(page + 1)}>
                {t('pages:myRecords.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}
