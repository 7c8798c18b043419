import { useTranslation } from 'react-i18next';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import './pay-page.css';

/** /pay/: the Weidou balance (reached when it is too low). Buying Weidou is not offered yet. */
export default function PayPage() {
  const { t } = useTranslation('pages');
  const { user } = useHost();
  return (
    <PageLayout title={t('pay.title')} width="narrow">
      {user ? (
        <>
          <section className="tg-card">
            <h2 className="tg-pay__label">{t('pay.balance')}</h2>
            <p className="tg-pay__balance">{t('pay.balanceValue', { count: user.beans })}</p>
            <p>{t('pay.uses')}</p>
          </section>
          <p className="tg-notice">{t('pay.noTopUp')}</p>
        </>
      ) : (
        <SignInPrompt message={t('signInPrompt')} />
      )}
    </PageLayout>
  );
}
