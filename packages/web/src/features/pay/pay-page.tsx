import { OPEN_ORDERS_ALLOWED, type PayInfoResponse, type PayOrderResponse } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useAnnounceBeans } from '../../common/host/beans.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { useNavigate, useSearchParams } from '../../common/router/router-hooks.ts';
import { PayBalance } from './pay-balance.tsx';
import { type OfferRefusal, PayOffers } from './pay-offers.tsx';
import { PayOrderPanel } from './pay-order-panel.tsx';
import { PayOrders } from './pay-orders.tsx';
import './pay-page.css';

/** How often an open order is asked about again while its page shows. */
const ORDER_POLL_MS = 4000;

/**
 * /pay/ (reached when the balance is too low): the balance and membership, what is for sale,
 * the viewer's orders; `?order=<id>` shows one order and how to pay it (docs/pay.md).
 */
export default function PayPage() {
  const { t } = useTranslation(['pay', 'pages', 'common']);
  const { user, token } = useHost();
  const search = useSearchParams();
  const navigate = useNavigate();
  const orderId = search.get('order');
  const [round, setRound] = useState(0);
  const [buying, setBuying] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [refusal, setRefusal] = useState<OfferRefusal | null>(null);
  const [cancelProblem, setCancelProblem] = useState<{ orderId: string; text: string } | null>(null);
  const info = useCall<PayInfoResponse>(
    user ? () => callRoute('getPayInfo', { token }) : null,
    `info-${round}`,
  );
  // What the page last learned stays shown while it asks again (every poll of a waiting order).
  const [known, setKnown] = useState<PayInfoResponse | null>(null);
  const order = useCall<PayOrderResponse>(
    user && orderId ? () => callRoute('getPayOrder', { params: { orderid: orderId }, token }) : null,
    `order-${orderId}-${round}`,
  );
  const waiting = order.kind === 'done' && order.value.order.status === 'created';
  const announceBeans = useAnnounceBeans();
  const wasWaiting = useRef(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setRound((r) => r + 1), ORDER_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  // The balance read beside the order's last poll may predate its settling: read it once more.
  useEffect(() => {
    if (order.kind !== 'done') return;
    if (wasWaiting.current && !waiting) setRound((r) => r + 1);
    wasWaiting.current = waiting;
  }, [order, waiting]);
  useEffect(() => {
    if (info.kind !== 'done') return;
    setKnown(info.value);
    announceBeans(info.value.beans);
  }, [info, announceBeans]);

  const buy = async (product: string) => {
    setBuying(product);
    setRefusal(null);
    const answer = await callRoute('createPayOrder', { form: { product }, token });
    setBuying(null);
    if (!answer.ok) {
      setRefusal({ product, text: createProblem(t, answer.error) });
      // The membership was bought elsewhere since this page read it: show it, and what is for sale.
      if (answer.error.kind === 'api' && answer.error.error === 'MEMBERSHIP_RUNS') setRound((r) => r + 1);
      return;
    }
    if (answer.value.payurl !== '') return window.location.assign(answer.value.payurl);
    navigate(`/pay/?order=${answer.value.order.orderid}`);
    setRound((r) => r + 1);
  };
  const cancel = async () => {
    if (orderId === null) return;
    setCancelling(true);
    setCancelProblem(null);
    const answer = await callRoute('cancelPayOrder', { form: { orderid: orderId }, token });
    setCancelling(false);
    if (!answer.ok) setCancelProblem({ orderId, text: cancelProblemText(t, answer.error) });
    setRound((r) => r + 1);
  };

  if (!user)
    return (
      <PageLayout title={t('pay:title')} width="narrow">
        <SignInPrompt message={t('pages:signInPrompt')} />
      </PageLayout>
    );
  const shown = known ?? { beans: user.beans, usertype: user.usertype, memberuntil: null };
  return (
    <PageLayout title={t('pay:title')} width="narrow">
      <PayBalance info={shown} />
      {order.kind === 'done' ? (
        <PayOrderPanel
          answer={order.value}
          cameBack={search.get('cancelled') === '1'}
          cancelling={cancelling}
          problem={cancelProblem?.orderId === orderId ? cancelProblem.text : null}
          onCancel={cancel}
        />
      ) : null}
      {order.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{orderProblem(t, order.failure)}</p>
      ) : null}
      {known === null && info.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {info.kind === 'failed' ? <p className="tg-notice tg-notice--error">{t('pay:failed.load')}</p> : null}
      {known?.provider === 'off' ? <p className="tg-notice">{t('pay:notForSale')}</p> : null}
      {known !== null && known.provider !== 'off' ? (
        <PayOffers
          packages={known.packages}
          memberships={known.memberships}
          held={known}
          buying={buying}
          refusal={refusal}
          onBuy={(product) => void buy(product)}
        />
      ) : null}
      {known === null ? null : <PayOrders orders={known.orders} />}
    </PageLayout>
  );
}

type Translate = TFunction<['pay', 'pages', 'common']>;

function createProblem(t: Translate, failure: ApiFailure): string {
  if (failure.kind === 'api' && failure.error === 'MEMBERSHIP_RUNS') return t('pay:failed.membershipRuns');
  if (failure.kind === 'api' && failure.error === 'TOO_MANY_ORDERS')
    return t('pay:failed.tooManyOrders', { limit: OPEN_ORDERS_ALLOWED });
  if ((failure.kind === 'api' || failure.kind === 'http') && failure.status === 502)
    return t('pay:failed.provider');
  const reason = failure.kind === 'api' ? failure.message : failure.kind;
  return t('pay:failed.create', { reason });
}

function cancelProblemText(t: Translate, failure: ApiFailure): string {
  if (failure.kind === 'api' && failure.error === 'CONFLICT') return t('pay:failed.cancelConflict');
  return t('pay:failed.cancel', { reason: failure.kind === 'api' ? failure.message : failure.kind });
}

function orderProblem(t: Translate, failure: ApiFailure): string {
  if (failure.kind === 'api' && failure.error === 'FORBIDDEN') return t('pay:failed.notYours');
  if (failure.kind === 'api' && (failure.error === 'NOT_FOUND' || failure.error === 'BAD_REQUEST'))
    return t('pay:failed.noOrder');
  return t('pay:failed.order');
}
