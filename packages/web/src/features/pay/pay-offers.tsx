import type { BeanPackageOffer, MembershipOffer } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { formatPrice } from './pay-format.ts';
import { productName } from './pay-product.ts';

export interface PayOffersProps {
  readonly packages: readonly BeanPackageOffer[];
  readonly memberships: readonly MembershipOffer[];
  /** The product being ordered now, if any. */
  readonly buying: string | null;
  readonly onBuy: (product: string) => void;
}

/** What is for sale: bean packages, then memberships with their quotas. */
export function PayOffers({ packages, memberships, buying, onBuy }: PayOffersProps) {
  const { t, i18n } = useTranslation('pay');
  const buy = (product: string, price: string) => (
    <Button
      variant="primary"
      busy={buying === product}
      disabled={buying !== null}
      onClick={() => onBuy(product)}
      data-product={product}
    >
      {buying === product ? t('buying') : t('buy', { price })}
    </Button>
  );
  return (
    <>
      <section className="tg-card tg-pay__block" aria-labelledby="pay-beans">
        <h2 id="pay-beans" className="tg-pay__heading">
          {t('beansTitle')}
        </h2>
        <ul className="tg-pay__offers">
          {packages.map((p) => (
            <li key={p.product} className="tg-pay__offer">
              <span className="tg-pay__offer-name">
                {productName(t, { ...p, kind: 'beans', usertype: 0, days: 0 })}
              </span>
              {buy(p.product, formatPrice(p, i18n.language))}
            </li>
          ))}
        </ul>
      </section>
      {memberships.length > 0 ? (
        <section className="tg-card tg-pay__block" aria-labelledby="pay-members">
          <h2 id="pay-members" className="tg-pay__heading">
            {t('membershipsTitle')}
          </h2>
          <p className="tg-pay__hint">{t('regularQuota')}</p>
          <ul className="tg-pay__offers">
            {memberships.map((p) => (
              <li key={p.product} className="tg-pay__offer">
                <span className="tg-pay__offer-name">
                  {productName(t, { ...p, kind: 'membership', beans: 0 })}
                  <span className="tg-pay__offer-detail">{t('quota', { count: p.freeanalyses })}</span>
                  {p.usertype === 3 ? (
                    <span className="tg-pay__offer-detail">{t('taskCardNote')}</span>
                  ) : null}
                </span>
                {buy(p.product, formatPrice(p, i18n.language))}
              </li>
            ))}
          </ul>
          <p className="tg-pay__hint">{t('extends')}</p>
        </section>
      ) : null}
    </>
  );
}
