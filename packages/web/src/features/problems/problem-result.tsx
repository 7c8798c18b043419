import type { AttemptResult } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../../common/api/call-route.ts';
import type { SaveState } from './use-problem-solving.ts';

/** The try's result, said clearly (and to screen readers), and whether the attempt was kept. */
export function ProblemResult({
  result,
  save,
  trial,
}: {
  result: AttemptResult | null;
  save: SaveState;
  trial: boolean;
}) {
  const { t } = useTranslation(['problems', 'common']);
  const shown = result ?? 'doing';
  return (
    <div className="tg-problem__status">
      <p className={`tg-problem__result tg-problem__result--${shown}`} role="status" data-result={shown}>
        {trial ? t('problems:solve.trialOn') : t(`problems:solve.result.${shown}`)}
      </p>
      {save.kind === 'saved' ? (
        <p className="tg-problem__saved" data-saved="yes">
          {t('problems:solve.saved', { solved: save.progress.solved, attempts: save.progress.attempts })}
        </p>
      ) : null}
      {save.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">
          {t('problems:solve.saveFailed', {
            message: t(`common:${failureMessageKey(save.failure)}`),
          })}
        </p>
      ) : null}
    </div>
  );
}
