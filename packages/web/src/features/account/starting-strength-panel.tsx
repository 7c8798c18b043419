import type { StartingStrength } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { Button } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { useLevelName } from '../../common/level-name.ts';
import { StrengthChoice } from './strength-choice.tsx';

/**
 * The account page's starting strength: changeable until the first rated game (the server
 * refuses it after), then only the rank the games gave.
 */
export function StartingStrengthPanel() {
  const { t } = useTranslation(['account', 'common']);
  const { token } = useHost();
  const levelName = useLevelName();
  const [round, setRound] = useState(0);
  const answer = useCall(() => callRoute('startingStrength', { token }), `strength:${round}`);
  const [chosen, setChosen] = useState<StartingStrength | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  if (answer.kind !== 'done') return null;
  const state = answer.value;
  const value = chosen ?? state.strength;

  const save = async () => {
    setSaving(true);
    setSaved(null);
    setFailure(null);
    const set = await callRoute('setStartingStrength', { form: { strength: value }, token });
    setSaving(false);
    if (!set.ok) setFailure(set.error);
    else setSaved(levelName(set.value.gamelevelname));
    setChosen(null);
    setRound((r) => r + 1);
  };

  return (
    <section className="tg-card tg-starting-strength" aria-labelledby="tg-starting-strength-title">
      <h2 id="tg-starting-strength-title" className="tg-security__heading">
        {t('account:strength.title')}
      </h2>
      {saved !== null ? (
        <p className="tg-notice" role="status">
          {t('account:strength.saved', { rank: saved })}
        </p>
      ) : null}
      {failure ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {t('account:strength.failed')} {t(`common:${failureMessageKey(failure)}`)}
        </p>
      ) : null}
      <p>{t('account:strength.current', { rank: levelName(state.gamelevelname) })}</p>
      {state.changeable ? (
        <>
          <p>{t('account:strength.intro')}</p>
          <StrengthChoice value={value} onChange={setChosen} disabled={saving} />
          <Button variant="primary" busy={saving} onClick={() => void save()}>
            {t('account:strength.save')}
          </Button>
        </>
      ) : (
        <p>{t('account:strength.locked')}</p>
      )}
    </section>
  );
}
