import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { type RecoveryProblem, recoveryProblem } from './recovery-problem.ts';

/** The second step of signing in to an account with two-factor: the code, with the first step's ticket. */
export function CodeStep({
  ticket,
  onSignedIn,
}: {
  readonly ticket: string;
  readonly onSignedIn: () => void;
}) {
  const { t } = useTranslation('recovery');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<RecoveryProblem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    if (code.trim() === '') return;
    setSending(true);
    const answer = await callRoute('loginCode', { form: { ticket, code: code.trim() }, token: null });
    if (answer.ok) return onSignedIn();
    setSending(false);
    setRefused(recoveryProblem(answer.error));
  };

  return (
    <form className="tg-account-form tg-card" onSubmit={submit} noValidate aria-label={t('codeTitle')}>
      <h2 className="tg-recovery__heading">{t('codeTitle')}</h2>
      <p>{t('codeIntro')}</p>
      <ProblemNotice problem={refused} />
      <TextField
        label={t('code')}
        value={code}
        onChange={setCode}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        autoFocus
        error={tried && code.trim() === '' ? t('errors.codeRequired') : null}
      />
      <Button type="submit" variant="primary" busy={sending}>
        {t('verify')}
      </Button>
    </form>
  );
}
