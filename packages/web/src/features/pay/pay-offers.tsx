import type { BeanPackageOffer, MembershipOffer } from '@tengen/protocol';
import { membershipTier } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { formatDay, formatPrice } from './pay-format.ts';
import { type HeldMembership, type MembershipChoice, membershipChoice } from './pay-membership-rule.ts';
import { productName } from './pay-product.ts';
import { PayRefusal } from './pay-refusal.tsx';

/** Why ordering a product was refused, shown beside its offer. */
export interface OfferRefusal {
  readonly product: string;
  readonly text: string;
}

export interface PayOffersProps {
  readonly packages: readonly BeanPackageOffer[];
  readonly memberships: readonly MembershipOffer[];
  /** The viewer's membership: while one runs, other tiers are not for sale. */
  readonly held: HeldMembership;
  /** The product being ordered now, if any. */
  readonly buying: string | null;
  readonly refusal: OfferRefusal | null;
  readonly onBuy: (product: string) => void;
}

/** What is for sale: bean packages, then memberships with their quotas. */
export function PayOffers({ packages, memberships, held, buying, refusal, onBuy }: PayOffersProps) {
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
  const refused = (product: string) =>
    refusal?.product === product ? <PayRefusal key={refusal.text} text={refusal.text} /> : null;
  const membership = (p: MembershipOffer, choice: MembershipChoice) => {
    if (choice.kind === 'held') {
      const tier = t(`tiers.${membershipTier(choice.tier)}`);
      return (
        <p className="tg-pay__held" data-held={p.product}>
          {choice.until === null
            ? t('heldNoEnd', { tier })
            : t('heldUntil', { tier, date: formatDay(choice.until, i18n.language) })}
        </p>
      );
    }
    return buy(p.product, formatPrice(p, i18n.language));
  };
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
              {refused(p.product)}
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
            {memberships.map((p) => {
              const choice = membershipChoice(p.usertype, held);
              return (
                <li key={p.product} className="tg-pay__offer">
                  <span className="tg-pay__offer-name">
                    {productName(t, { ...p, kind: 'membership', beans: 0 })}
                    <span className="tg-pay__offer-detail">{t('quota', { count: p.freeanalyses })}</span>
                    {p.usertype === 3 ? (
                      <span className="tg-pay__offer-detail">{t('taskCardNote')}</span>
                    ) : null}
                    {choice.kind === 'extend' ? (
                      <span className="tg-pay__offer-detail" data-extends={p.product}>
                        {t('extendsFrom', { days: p.days, date: formatDay(choice.from, i18n.language) })}
                      </span>
                    ) : null}
                  </span>
                  {membership(p, choice)}
                  {refused(p.product)}
                </li>
              );
            })}
          </ul>
          <p className="tg-pay__hint">{t('extends')}</p>
        </section>
      ) : null}
    </>
  );
}
