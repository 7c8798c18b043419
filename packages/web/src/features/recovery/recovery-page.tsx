import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { EmailSection } from './email-section.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { recoveryProblem } from './recovery-problem.ts';
import { TwoFactorSection } from './two-factor-section.tsx';
import './recovery.css';

/** /account/security/: the address reset links go to, and two-factor sign-in (linked from /account/). */
export default function SecurityPage() {
  const { t } = useTranslation(['recovery', 'account']);
  const { user, token } = useHost();
  const [version, setVersion] = useState(0);
  const state = useCall(
    user && token ? () => callRoute('accountSecurity', { token }) : null,
    `${user?.userid ?? 0}:${version}`,
  );
  const reload = () => setVersion((v) => v + 1);
  return (
    <PageLayout title={t('securityTitle')} width="narrow">
      {!user || !token ? (
        <SignInPrompt message={t('account:signInToContinue')} />
      ) : state.kind === 'failed' ? (
        <ProblemNotice problem={recoveryProblem(state.failure)} />
      ) : state.kind === 'done' ? (
        <div className="tg-recovery">
          <EmailSection security={state.value} token={token} onChanged={reload} />
          <TwoFactorSection security={state.value} token={token} onChanged={reload} />
          <p>
            <a href="/account/">{t('accountLink')}</a>
          </p>
        </div>
      ) : null}
    </PageLayout>
  );
}
