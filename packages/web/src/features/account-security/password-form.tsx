import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { type PasswordChangeProblem, passwordChangeProblem } from './password-check.ts';

/** The address the page goes to once the password changed: it is loaded again with the new session. */
export const CHANGED_QUERY = 'changed=1';

type Refusal =
  | { readonly ns: 'security'; readonly key: PasswordChangeProblem | 'wrongOld' }
  | { readonly ns: 'recovery'; readonly key: 'passwordWeak' }
  | {
      readonly ns: 'common';
      readonly key: ReturnType<typeof failureMessageKey>;
    };

function refusalOf(failure: ApiFailure): Refusal {
  if (failure.kind === 'api' && failure.error === 'BAD_CREDENTIALS')
    return { ns: 'security', key: 'wrongOld' };
  if (
    failure.kind === 'api' &&
    failure.error === 'BAD_REQUEST' &&
    failure.message.startsWith('newpassword')
  ) {
    // Long enough, but one a cracker would guess early (the rule registration and the reset apply).
    if (failure.message.includes('too easy to guess')) return { ns: 'recovery', key: 'passwordWeak' };
    return { ns: 'security', key: failure.message.includes('differ') ? 'same' : 'weak' };
  }
  return { ns: 'common', key: failureMessageKey(failure) };
}

/**
 * The old password, the new one twice. The server ends every session of the account and answers
 * a fresh one for this browser (in the sign-in cookie): the page loads again with it.
 */
export function PasswordForm() {
  const { t } = useTranslation(['security', 'recovery', 'common']);
  const { token } = useHost();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const problem = passwordChangeProblem({ oldPassword, newPassword, confirm });
  const shown = (...which: PasswordChangeProblem[]) =>
    tried && problem !== null && which.includes(problem) ? t(`security:password.errors.${problem}`) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    if (problem !== null) return;
    setSending(true);
    const answer = await callRoute('changePassword', {
      form: { oldpassword: oldPassword, newpassword: newPassword },
      token,
    });
    if (answer.ok) {
      window.location.assign(`${window.location.pathname}?${CHANGED_QUERY}`);
      return;
    }
    setSending(false);
    setRefused(refusalOf(answer.error));
  };

  return (
    <form className="tg-card tg-security__password" onSubmit={submit} noValidate>
      <h2 className="tg-security__heading">{t('security:password.heading')}</h2>
      {refused ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {refused.ns === 'security'
            ? t(`security:password.errors.${refused.key}`)
            : refused.ns === 'recovery'
              ? t(`recovery:errors.${refused.key}`)
              : t(`common:${refused.key}`)}
        </p>
      ) : null}
      <TextField
        label={t('security:password.old')}
        type="password"
        name="oldpassword"
        autoComplete="current-password"
        value={oldPassword}
        onChange={setOldPassword}
        error={shown('oldRequired')}
      />
      <TextField
        label={t('security:password.new')}
        type="password"
        name="newpassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        hint={t('security:password.hint')}
        error={shown('weak', 'same')}
      />
      <TextField
        label={t('security:password.confirm')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={shown('mismatch')}
      />
      <Button type="submit" variant="primary" busy={sending}>
        {t('security:password.submit')}
      </Button>
    </form>
  );
}
