import type { AccountSecurityResponse } from '@tengen/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { type RecoveryProblem, recoveryProblem } from './recovery-problem.ts';

interface SectionProps {
  readonly security: AccountSecurityResponse;
  readonly token: string;
  readonly onChanged: () => void;
}

/** The address reset links go to, shown masked; changing or removing it asks for the password. */
export function EmailSection({ security, token, onChanged }: SectionProps) {
  const { t } = useTranslation('recovery');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refused, setRefused] = useState<RecoveryProblem | null>(null);

  const save = async (value: string) => {
    setRefused(null);
    setSaved(false);
    setSending(true);
    const answer = await callRoute('setEmail', { form: { email: value, password }, token });
    setSending(false);
    if (!answer.ok) return setRefused(recoveryProblem(answer.error));
    setSaved(true);
    setEmail('');
    setPassword('');
    onChanged();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(email.trim());
  };

  return (
    <section className="tg-card tg-recovery__section" aria-labelledby="tg-recovery-email">
      <h2 id="tg-recovery-email" className="tg-recovery__heading">
        {t('emailTitle')}
      </h2>
      <p>{security.email ? t('emailCurrent', { email: security.email }) : t('emailNone')}</p>
      {security.mail ? null : <p>{t('emailNoMail')}</p>}
      <form className="tg-account-form" onSubmit={submit} noValidate>
        <ProblemNotice problem={refused} />
        {saved ? <p role="status">{t('saved')}</p> : null}
        <TextField
          label={t('email')}
          type="email"
          value={email}
          onChange={setEmail}
          name="email"
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          label={t('currentPassword')}
          type="password"
          value={password}
          onChange={setPassword}
          name="current-password"
          autoComplete="current-password"
          maxLength={128}
        />
        <div className="tg-recovery__actions">
          <Button type="submit" variant="primary" busy={sending} disabled={email.trim() === ''}>
            {t('saveEmail')}
          </Button>
          {security.email ? (
            <Button variant="quiet" busy={sending} onClick={() => void save('')}>
              {t('removeEmail')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
