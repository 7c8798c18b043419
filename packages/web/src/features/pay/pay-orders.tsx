import type { PayOrder } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from '../../common/router/link.tsx';
import { formatMoment, formatPrice } from './pay-format.ts';
import { productName } from './pay-product.ts';

/** The viewer's latest orders, newest first, each leading to its page. */
export function PayOrders({ orders }: { readonly orders: readonly PayOrder[] }) {
  const { t, i18n } = useTranslation('pay');
  return (
    <section className="tg-card tg-pay__block" aria-labelledby="pay-orders">
      <h2 id="pay-orders" className="tg-pay__heading">
        {t('ordersTitle')}
      </h2>
      {orders.length === 0 ? (
        <p className="tg-empty">{t('noOrders')}</p>
      ) : (
        <ul className="tg-pay__orders">
          {orders.map((o) => (
            <li key={o.orderid} className="tg-pay__order-row" data-order={o.orderid} data-status={o.status}>
              <Link className="tg-pay__order-link" to={`/pay/?order=${o.orderid}`}>
                {o.orderid}
              </Link>
              <span className="tg-pay__order-name">{productName(t, o)}</span>
              <span>{formatPrice(o, i18n.language)}</span>
              <span className={`tg-pay__status tg-pay__status--${o.status}`}>{t(`status.${o.status}`)}</span>
              <span className="tg-pay__order-when">{formatMoment(o.created, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
