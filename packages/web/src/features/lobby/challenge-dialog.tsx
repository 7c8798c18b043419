import {
  BOARD_SIZES,
  type BoardSize,
  INVITE,
  INVITE_COLORS,
  type InviteColor,
  MACHINE_BYOYOMI_PERIODS,
  MACHINE_GAME_DEFAULTS,
} from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { Button, ButtonLink } from '../../common/controls/button.tsx';
import { Dropdown } from '../../common/controls/dropdown.tsx';
import { Modal } from '../../common/controls/modal.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import './challenge-dialog.css';

type Step =
  | { readonly kind: 'confirm' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'failed'; readonly failure: ApiFailure }
  | { readonly kind: 'beans' };

const PERIODS = Array.from(
  { length: MACHINE_BYOYOMI_PERIODS.max - MACHINE_BYOYOMI_PERIODS.min + 1 },
  (_, i) => MACHINE_BYOYOMI_PERIODS.min + i,
);
/** 0 (even) or 2–9 stones: one stone is no handicap. */
const HANDICAPS = [0, ...Array.from({ length: INVITE.handicapMax - 1 }, (_, i) => i + 2)];

/**
 * The machine challenge: confirmation (box 9) with the player's colour, board, main time,
 * byo-yomi (seconds and periods) and handicap, all sent with POST /jwt/startgameka/. Answer 0
 * goes to the new game; answer 3 is the insufficient-beans box (box 10), which leads to payment.
 */
export function ChallengeDialog({
  machine,
  onClose,
}: {
  readonly machine: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation(['lobby', 'common']);
  const { token } = useHost();
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [color, setColor] = useState<InviteColor>(MACHINE_GAME_DEFAULTS.color);
  const [size, setSize] = useState<BoardSize>(MACHINE_GAME_DEFAULTS.size);
  const [time, setTime] = useState<number>(MACHINE_GAME_DEFAULTS.time);
  const [byoyomi, setByoyomi] = useState<number>(MACHINE_GAME_DEFAULTS.byoyomi);
  const [periods, setPeriods] = useState<number>(MACHINE_GAME_DEFAULTS.periods);
  const [handicap, setHandicap] = useState<number>(MACHINE_GAME_DEFAULTS.handicap);
  const busy = step.kind === 'starting';

  const start = async () => {
    setStep({ kind: 'starting' });
    const form = { machinename: machine, color, size, time, byoyomi, periods, handicap };
    const answer = await callRoute('startMachineGame', { form, token });
    if (!answer.ok) return setStep({ kind: 'failed', failure: answer.error });
    if (answer.value.result === 3) return setStep({ kind: 'beans' });
    window.location.assign(`/play/p/${answer.value.playid}/`);
  };

  if (step.kind === 'beans') return <BeansDialog onClose={onClose} />;
  return (
    <Modal
      role="alertdialog"
      title={t('lobby:challenge.title', { name: machine })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button variant="primary" busy={step.kind === 'starting'} onClick={() => void start()}>
            {t('lobby:challenge.confirm')}
          </Button>
        </>
      }
    >
      {step.kind === 'failed' ? (
        <div className="tg-notice tg-notice--error" role="alert">
          <p>
            {t('lobby:challenge.failed')} {t(`common:${failureMessageKey(step.failure)}`)}
          </p>
          {step.failure.kind !== 'network' ? (
            <p>
              <small>{step.failure.message}</small>
            </p>
          ) : null}
        </div>
      ) : null}
      <p>{t('lobby:challenge.intro', { name: machine })}</p>
      <div className="tg-challenge__choices">
        <Dropdown<InviteColor>
          label={t('lobby:setup.color')}
          value={color}
          options={INVITE_COLORS.map((c) => ({ value: c, label: t(`lobby:setup.colors.${c}`) }))}
          onChange={setColor}
          disabled={busy}
        />
        <Dropdown<BoardSize>
          label={t('lobby:setup.size')}
          value={size}
          options={BOARD_SIZES.map((s) => ({ value: s, label: t('lobby:setup.sizeValue', { size: s }) }))}
          onChange={setSize}
          disabled={busy}
        />
        <Dropdown<number>
          label={t('lobby:setup.time')}
          value={time}
          options={INVITE.basicMinutes.map((m) => ({
            value: m,
            label: t('lobby:setup.minutes', { count: m }),
          }))}
          onChange={setTime}
          disabled={busy}
        />
        <Dropdown<number>
          label={t('lobby:setup.byoyomi')}
          value={byoyomi}
          options={INVITE.byoyomiSeconds.map((s) => ({
            value: s,
            label: s === 0 ? t('lobby:setup.byoyomiNone') : t('lobby:setup.seconds', { count: s }),
          }))}
          onChange={setByoyomi}
          disabled={busy}
        />
        <Dropdown<number>
          label={t('lobby:challenge.periods')}
          value={periods}
          options={PERIODS.map((p) => ({ value: p, label: t('lobby:challenge.periodsValue', { count: p }) }))}
          onChange={setPeriods}
          disabled={busy || byoyomi === 0}
        />
        <Dropdown<number>
          label={t('lobby:setup.handicap')}
          value={handicap}
          options={HANDICAPS.map((h) => ({
            value: h,
            label: h === 0 ? t('lobby:setup.handicapNone') : t('lobby:setup.stones', { count: h }),
          }))}
          onChange={setHandicap}
          disabled={busy}
        />
      </div>
      <p>
        {byoyomi === 0
          ? t('lobby:dialog.timeFixed', { minutes: time })
          : t('lobby:challenge.terms', { minutes: time, seconds: byoyomi, periods })}
      </p>
      <p>{t('lobby:challenge.cost')}</p>
    </Modal>
  );
}

/** Box 10: the Weidou balance is too low; the way on is the payment page. */
export function BeansDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation(['lobby', 'common']);
  return (
    <Modal
      role="alertdialog"
      title={t('lobby:beans.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common:close')}</Button>
          <ButtonLink variant="primary" href="/pay/">
            {t('lobby:beans.topUp')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('lobby:beans.text')}</p>
    </Modal>
  );
}
