import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button, ButtonLink } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { type RecoveryProblem, recoveryProblem } from './recovery-problem.ts';
import './recovery.css';

/** The link's token, after `#` (never sent to the server with the page, so no log holds it). */
function tokenOfPage(): string {
  return typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1));
}

/** The page a reset link opens: a new password, twice. */
export default function ResetPage() {
  const { t } = useTranslation('recovery');
  const [token] = useState(tokenOfPage);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState<RecoveryProblem | null>(null);

  const lengthProblem = password.length < 8 || password.length > 128;
  const mismatch = password !== confirm;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    if (lengthProblem || mismatch) return;
    setSending(true);
    const answer = await callRoute('resetPassword', { form: { token, password }, token: null });
    setSending(false);
    if (answer.ok) setDone(true);
    else setRefused(recoveryProblem(answer.error));
  };

  const linkBroken = refused?.ns === 'recovery' && refused.key.startsWith('link');
  return (
    <PageLayout title={t('resetTitle')} width="narrow">
      {done ? (
        <div className="tg-card">
          <p role="status">{t('resetDone')}</p>
          <ButtonLink variant="primary" href="/login/">
            {t('signInNow')}
          </ButtonLink>
        </div>
      ) : token === '' ? (
        <div className="tg-card">
          <p role="alert">{t('errors.linkMissing')}</p>
          <a href="/forgot/">{t('forgotLink')}</a>
        </div>
      ) : (
        <form className="tg-account-form tg-card" onSubmit={submit} noValidate>
          <ProblemNotice problem={refused} />
          {linkBroken ? <a href="/forgot/">{t('forgotLink')}</a> : null}
          <TextField
            label={t('newPassword')}
            type="password"
            value={password}
            onChange={setPassword}
            name="password"
            autoComplete="new-password"
            maxLength={128}
            error={tried && lengthProblem ? t('errors.passwordLength') : null}
          />
          <TextField
            label={t('newPasswordAgain')}
            type="password"
            value={confirm}
            onChange={setConfirm}
            name="confirm"
            autoComplete="new-password"
            maxLength={128}
            error={tried && !lengthProblem && mismatch ? t('errors.passwordMismatch') : null}
          />
          <Button type="submit" variant="primary" busy={sending}>
            {t('savePassword')}
          </Button>
        </form>
      )}
    </PageLayout>
  );
}
