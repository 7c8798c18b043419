import type { PayInfoResponse, PayOrderResponse } from '@tengen/protocol';
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
import { PayOffers } from './pay-offers.tsx';
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
  const [problem, setProblem] = useState<string | null>(null);
  const info = useCall<PayInfoResponse>(
    user ? () => callRoute('getPayInfo', { token }) : null,
    `info-${round}`,
  );
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
    if (info.kind === 'done') announceBeans(info.value.beans);
  }, [info, announceBeans]);

  const buy = async (product: string) => {
    setBuying(product);
    setProblem(null);
    const answer = await callRoute('createPayOrder', { form: { product }, token });
    setBuying(null);
    if (!answer.ok) return setProblem(createProblem(t, answer.error));
    if (answer.value.payurl !== '') return window.location.assign(answer.value.payurl);
    navigate(`/pay/?order=${answer.value.order.orderid}`);
    setRound((r) => r + 1);
  };
  const cancel = async () => {
    if (orderId === null) return;
    setCancelling(true);
    const answer = await callRoute('cancelPayOrder', { form: { orderid: orderId }, token });
    setCancelling(false);
    if (!answer.ok) setProblem(createProblem(t, answer.error));
    setRound((r) => r + 1);
  };

  if (!user)
    return (
      <PageLayout title={t('pay:title')} width="narrow">
        <SignInPrompt message={t('pages:signInPrompt')} />
      </PageLayout>
    );
  const shown =
    info.kind === 'done' ? info.value : { beans: user.beans, usertype: user.usertype, memberuntil: null };
  return (
    <PageLayout title={t('pay:title')} width="narrow">
      <PayBalance info={shown} />
      {problem === null ? null : (
        <p className="tg-notice tg-notice--error" role="alert">
          {problem}
        </p>
      )}
      {order.kind === 'done' ? (
        <PayOrderPanel
          answer={order.value}
          cameBack={search.get('cancelled') === '1'}
          cancelling={cancelling}
          onCancel={cancel}
        />
      ) : null}
      {order.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{orderProblem(t, order.failure)}</p>
      ) : null}
      {info.kind === 'loading' && round === 0 ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {info.kind === 'failed' ? <p className="tg-notice tg-notice--error">{t('pay:failed.load')}</p> : null}
      {info.kind === 'done' && info.value.provider === 'off' ? (
        <p className="tg-notice">{t('pay:notForSale')}</p>
      ) : null}
      {info.kind === 'done' && info.value.provider !== 'off' ? (
        <PayOffers
          packages={info.value.packages}
          memberships={info.value.memberships}
          buying={buying}
          onBuy={(product) => void buy(product)}
        />
      ) : null}
      {info.kind === 'done' ? <PayOrders orders={info.value.orders} /> : null}
    </PageLayout>
  );
}

type Translate = TFunction<['pay', 'pages', 'common']>;

function createProblem(t: Translate, failure: ApiFailure): string {
  if (failure.kind === 'api' && failure.error === 'CONFLICT') return t('pay:failed.conflict');
  if ((failure.kind === 'api' || failure.kind === 'http') && failure.status === 502)
    return t('pay:failed.provider');
  const reason = failure.kind === 'api' ? failure.message : failure.kind;
  return t('pay:failed.create', { reason });
}

function orderProblem(t: Translate, failure: ApiFailure): string {
  if (failure.kind === 'api' && failure.error === 'FORBIDDEN') return t('pay:failed.notYours');
  if (failure.kind === 'api' && (failure.error === 'NOT_FOUND' || failure.error === 'BAD_REQUEST'))
    return t('pay:failed.noOrder');
  return t('pay:failed.order');
}
