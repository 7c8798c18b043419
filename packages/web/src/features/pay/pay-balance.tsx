import { membershipTier, type PayInfoResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { formatDay } from './pay-format.ts';

/** The balance and the membership with its end. */
export function PayBalance({
  info,
}: {
  readonly info: Pick<PayInfoResponse, 'beans' | 'usertype' | 'memberuntil'>;
}) {
  const { t, i18n } = useTranslation('pay');
  const tier = membershipTier(info.usertype);
  return (
    <section className="tg-card tg-pay__block tg-pay__summary" aria-label={t('balance')}>
      <div>
        <h2 className="tg-pay__label">{t('balance')}</h2>
        <p className="tg-pay__balance" data-testid="pay-balance">
          {t('balanceValue', { count: info.beans })}
        </p>
      </div>
      <div>
        <h2 className="tg-pay__label">{t('membership')}</h2>
        <p className="tg-pay__tier" data-testid="pay-membership">
          {t(`tiers.${tier}`)}
          {tier === 'normal' ? null : (
            <span className="tg-pay__until">
              {' '}
              {info.memberuntil === null
                ? t('noEnd')
                : t('until', { date: formatDay(info.memberuntil, i18n.language) })}
            </span>
          )}
        </p>
      </div>
      <p className="tg-pay__uses">{t('uses')}</p>
    </section>
  );
}
