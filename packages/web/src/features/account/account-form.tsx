import type { StartingStrength } from '@tengen/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { CodeStep } from '../recovery/code-step.tsx';
import { type CredentialProblem, checkCredentials, hasProblem } from './credentials-check.ts';
import { nextAfterSignIn } from './next-url.ts';
import { type ServerProblem, serverProblem } from './server-problem.ts';
import { StrengthChoice } from './strength-choice.tsx';
import './account-form.css';

export type AccountMode = 'login' | 'register';

/**
 * The sign-in or registration form. The fields are checked here first; the server's answer
 * sets the sign-in cookie, and a full page load to `next` lets the server write the page
 * again for the signed-in user.
 */
export function AccountForm({ mode }: { readonly mode: AccountMode }) {
  const { t } = useTranslation(['account', 'common', 'recovery']);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [strength, setStrength] = useState<StartingStrength>('unknown');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<ServerProblem | null>(null);
  // Two-factor: the password was right; the code step finishes the sign-in.
  const [ticket, setTicket] = useState<string | null>(null);

  const problems = checkCredentials({ username, password, confirm }, mode);
  const shown = (problem: CredentialProblem | null) =>
    tried && problem ? t(`account:errors.${problem}`) : null;

  const goOn = () => window.location.assign(nextAfterSignIn(window.location.search));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    if (hasProblem(problems)) return;
    setSending(true);
    const answer =
      mode === 'register'
        ? await callRoute('register', { form: { username, password, strength }, token: null })
        : await callRoute('login', { form: { username, password }, token: null });
    if (answer.ok && 'secondstep' in answer.value) {
      setSending(false);
      setTicket(answer.value.ticket);
      return;
    }
    if (answer.ok) return goOn();
    setSending(false);
    setRefused(serverProblem(answer.error));
  };

  const register = mode === 'register';
  if (ticket !== null) return <CodeStep ticket={ticket} onSignedIn={goOn} />;
  return (
    <form className="tg-account-form tg-card" onSubmit={submit} noValidate>
      {refused ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {refused.ns === 'account'
            ? t(`account:errors.${refused.key}`, 'minutes' in refused ? { count: refused.minutes } : {})
            : refused.ns === 'recovery'
              ? t(`recovery:errors.${refused.key}`)
              : t(`common:${refused.key}`)}
        </p>
      ) : null}
      <TextField
        label={t('account:username')}
        value={username}
        onChange={setUsername}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        hint={register ? t('account:usernameHint') : undefined}
        error={shown(problems.username)}
      />
      <TextField
        label={t('account:password')}
        type="password"
        value={password}
        onChange={setPassword}
        name="password"
        autoComplete={register ? 'new-password' : 'current-password'}
        maxLength={128}
        hint={register ? t('account:passwordHint') : undefined}
        error={shown(problems.password)}
      />
      {register ? (
        <TextField
          label={t('account:confirmPassword')}
          type="password"
          value={confirm}
          onChange={setConfirm}
          name="confirm"
          autoComplete="new-password"
          maxLength={128}
          error={shown(problems.confirm)}
        />
      ) : null}
      {register ? <StrengthChoice value={strength} onChange={setStrength} disabled={sending} /> : null}
      <Button type="submit" variant="primary" busy={sending}>
        {register ? t('account:submitRegister') : t('account:submitSignIn')}
      </Button>
      {register ? null : (
        <a className="tg-account-forgot" href="/forgot/">
          {t('recovery:forgotLink')}
        </a>
      )}
    </form>
  );
}
