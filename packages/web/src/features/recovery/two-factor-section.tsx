import type { AccountSecurityResponse, TwoFactorStartResponse } from '@tengen/protocol';
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

/**
 * Two-factor sign-in: enrol (QR code and key, then one code switches it on), the recovery codes
 * shown once, and switching off (password and a code).
 */
export function TwoFactorSection({ security, token, onChanged }: SectionProps) {
  const { t } = useTranslation('recovery');
  const [offer, setOffer] = useState<TwoFactorStartResponse | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<RecoveryProblem | null>(null);

  const start = async () => {
    setRefused(null);
    setSending(true);
    const answer = await callRoute('startTwoFactor', { token });
    setSending(false);
    if (answer.ok) setOffer(answer.value);
    else setRefused(recoveryProblem(answer.error));
  };
  const enable = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    setSending(true);
    const answer = await callRoute('enableTwoFactor', { form: { code: code.trim() }, token });
    setSending(false);
    if (!answer.ok) return setRefused(recoveryProblem(answer.error));
    setOffer(null);
    setCode('');
    setCodes(answer.value.recoverycodes);
  };
  const disable = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    setSending(true);
    const answer = await callRoute('disableTwoFactor', { form: { password, code: code.trim() }, token });
    setSending(false);
    if (!answer.ok) return setRefused(recoveryProblem(answer.error));
    setCode('');
    setPassword('');
    onChanged();
  };

  const codeField = (
    <TextField
      label={t('code')}
      value={code}
      onChange={setCode}
      name="code"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={20}
    />
  );

  return (
    <section className="tg-card tg-recovery__section" aria-labelledby="tg-recovery-twofactor">
      <h2 id="tg-recovery-twofactor" className="tg-recovery__heading">
        {t('twoFactorTitle')}
      </h2>
      {codes ? (
        <div className="tg-recovery__codes">
          <h3>{t('recoveryTitle')}</h3>
          <p>{t('recoveryIntro')}</p>
          <ul aria-label={t('recoveryTitle')}>
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Button
            variant="primary"
            onClick={() => {
              setCodes(null);
              onChanged();
            }}
          >
            {t('recoveryDone')}
          </Button>
        </div>
      ) : security.twofactor ? (
        <>
          <p>{t('twoFactorOn', { count: security.recoverycodesleft })}</p>
          <form className="tg-account-form" onSubmit={disable} noValidate>
            <p>{t('disableIntro')}</p>
            <ProblemNotice problem={refused} />
            <TextField
              label={t('currentPassword')}
              type="password"
              value={password}
              onChange={setPassword}
              name="current-password"
              autoComplete="current-password"
              maxLength={128}
            />
            {codeField}
            <Button type="submit" variant="danger" busy={sending}>
              {t('disable')}
            </Button>
          </form>
        </>
      ) : offer ? (
        <form className="tg-account-form" onSubmit={enable} noValidate>
          <p>{t('scanQr')}</p>
          <img className="tg-recovery__qr" src={offer.qr} alt={t('qrAlt')} width={200} height={200} />
          <p>
            {t('secretKey')}: <code data-testid="totp-secret">{offer.secret}</code>
          </p>
          <p>{t('enterCode')}</p>
          <ProblemNotice problem={refused} />
          {codeField}
          <Button type="submit" variant="primary" busy={sending} disabled={code.trim() === ''}>
            {t('enable')}
          </Button>
        </form>
      ) : (
        <>
          <p>{t('twoFactorOff')}</p>
          <ProblemNotice problem={refused} />
          <Button variant="primary" busy={sending} onClick={() => void start()}>
            {t('startTwoFactor')}
          </Button>
        </>
      )}
    </section>
  );
}
