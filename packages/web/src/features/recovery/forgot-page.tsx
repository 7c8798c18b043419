import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { type RecoveryProblem, recoveryProblem } from './recovery-problem.ts';
import './recovery.css';

/** "Forgot password": asks for the name or address; the answer is the same for every name. */
export default function ForgotPage() {
  const { t } = useTranslation('recovery');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ mail: boolean } | null>(null);
  const [refused, setRefused] = useState<RecoveryProblem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    if (name.trim() === '') return;
    setSending(true);
    const answer = await callRoute('forgotPassword', { form: { name: name.trim() }, token: null });
    setSending(false);
    if (answer.ok) setSent({ mail: answer.value.mail });
    else setRefused(recoveryProblem(answer.error));
  };

  return (
    <PageLayout title={t('forgotTitle')} width="narrow">
      {sent ? (
        <div className="tg-card">
          <p role="status">{sent.mail ? t('linkSent') : t('noMail')}</p>
        </div>
      ) : (
        <form className="tg-account-form tg-card" onSubmit={submit} noValidate>
          <p>{t('forgotIntro')}</p>
          <ProblemNotice problem={refused} />
          <TextField
            label={t('nameOrEmail')}
            value={name}
            onChange={setName}
            name="name"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            error={tried && name.trim() === '' ? t('errors.nameRequired') : null}
          />
          <Button type="submit" variant="primary" busy={sending}>
            {t('sendLink')}
          </Button>
        </form>
      )}
    </PageLayout>
  );
}
