import type { PayOrderResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../common/controls/button.tsx';
import { Link } from '../../common/router/link.tsx';
import { formatMoment, formatPrice } from './pay-format.ts';
import { productName } from './pay-product.ts';
import { PayRefusal } from './pay-refusal.tsx';

export interface PayOrderPanelProps {
  readonly answer: PayOrderResponse;
  /** The buyer came back from the provider's page without paying. */
  readonly cameBack: boolean;
  readonly cancelling: boolean;
  /** Why the cancel was refused, shown beside its button. */
  readonly problem: string | null;
  readonly onCancel: () => void;
}

/** One order: what, how much, its status and history, and how to pay it while it waits. */
export function PayOrderPanel({ answer, cameBack, cancelling, problem, onCancel }: PayOrderPanelProps) {
  const { t, i18n } = useTranslation('pay');
  const { order, events } = answer;
  const price = formatPrice(order, i18n.language);
  const open = order.status === 'created';
  return (
    <section
      className="tg-card tg-pay__block tg-pay__order"
      aria-labelledby="pay-order"
      data-testid="pay-order"
      data-status={order.status}
    >
      <h2 id="pay-order" className="tg-pay__heading">
        {t('order.title', { id: order.orderid })}
      </h2>
      <dl className="tg-pay__facts">
        <dt>{t('order.product')}</dt>
        <dd>{productName(t, order)}</dd>
        <dt>{t('order.price')}</dt>
        <dd>{price}</dd>
        <dt>{t('order.status')}</dt>
        <dd className={`tg-pay__status tg-pay__status--${order.status}`} data-testid="pay-order-status">
          {t(`status.${order.status}`)}
        </dd>
      </dl>
      {open && order.provider === 'manual' ? (
        <div className="tg-pay__how">
          <p>{t('order.manualHow', { price, id: order.orderid })}</p>
          <p className="tg-pay__instructions" data-testid="pay-instructions">
            {answer.instructions === '' ? t('order.manualStandard') : answer.instructions}
          </p>
        </div>
      ) : null}
      {open && order.provider === 'stripe' ? (
        <div className="tg-pay__how">
          {cameBack ? <p className="tg-notice">{t('order.cancelledByBuyer')}</p> : null}
          <p>{t('order.stripeHow')}</p>
          {answer.payurl === '' ? null : (
            <ButtonLink variant="primary" href={answer.payurl}>
              {t('order.payNow')}
            </ButtonLink>
          )}
        </div>
      ) : null}
      {open ? (
        <p className="tg-pay__hint" role="status">
          {t('order.waiting')}
        </p>
      ) : null}
      {order.status === 'paid' ? (
        <p className="tg-notice" role="status">
          {order.kind === 'beans' ? t('order.paidBeans', { count: order.beans }) : t('order.paidMembership')}
        </p>
      ) : null}
      <h3 className="tg-pay__label">{t('order.history')}</h3>
      <ol className="tg-pay__history">
        {events.map((e) => (
          <li key={`${e.at}-${e.status}`}>
            {formatMoment(e.at, i18n.language)} · {t(`status.${e.status}`)} ·{' '}
            {t(`order.by.${(['user', 'admin', 'stripe'] as const).find((b) => b === e.by) ?? 'system'}`)}
          </li>
        ))}
      </ol>
      {problem === null ? null : <PayRefusal key={problem} text={problem} />}
      <div className="tg-pay__actions">
        {open ? (
          <Button variant="danger" busy={cancelling} onClick={onCancel}>
            {cancelling ? t('order.cancelling') : t('order.cancel')}
          </Button>
        ) : null}
        <Link className="tg-pay__back" to="/pay/">
          {t('order.close')}
        </Link>
      </div>
    </section>
  );
}
