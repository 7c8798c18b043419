/**
 * On the game page of a finished game, to its players and the appeal men: a line for each
 * accepted complaint that changed the result (the `changes` of GET /jwt/getappeal/{playid}/),
 * read when the page shows the result and again when the result changes while it is open.
 */
import type { PlayInfo, ResultChange } from '@tengen/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../common/api/api-client.ts';

const WINNER_KEYS = { 1: 'judge.black', 2: 'judge.white', 3: 'judge.draw' } as const;

export interface ResultChangeNoticeProps {
  readonly api: ApiClient;
  readonly play: PlayInfo;
  /** The signed-in viewer's name, or null for a guest. */
  readonly username: string | null;
  /** The game's result as the page knows it now; null while it goes on. */
  readonly outcome: Pick<PlayInfo, 'result' | 'wintype' | 'winnumber'> | null;
}

export function ResultChangeNotice({ api, play, username, outcome }: ResultChangeNoticeProps) {
  const { t } = useTranslation('appeals');
  const [changes, setChanges] = useState<readonly ResultChange[]>([]);
  const concerned =
    username !== null && (username === play.busername || username === play.wusername || play.isappealman);
  const resultKey = outcome ? `${outcome.result}/${outcome.wintype}/${outcome.winnumber}` : null;

  useEffect(() => {
    if (!concerned || resultKey === null) return;
    let live = true;
    void api.call('getAppeals', { params: { playid: play.playid } }).then((answer) => {
      if (live && answer.ok) setChanges(answer.value.changes);
    });
    return () => {
      live = false;
    };
  }, [api, concerned, play.playid, resultKey]);

  if (!concerned || resultKey === null || changes.length === 0) return null;
  return (
    <div className="tg-result-change" role="status">
      {changes.map((change) => (
        <p key={`${change.at}-${change.user}`} className="tg-notice tg-result-change__line">
          {t(change.user === username ? 'changed.yours' : 'changed.notice', {
            user: change.user,
            before: t(WINNER_KEYS[change.before]),
            after: t(WINNER_KEYS[change.after]),
          })}
        </p>
      ))}
    </div>
  );
}
