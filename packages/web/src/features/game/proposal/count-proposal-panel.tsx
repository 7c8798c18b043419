/**
 * The count after two passes as a proposal (docs/game-page.md, "The count after two passes"):
 * the board shows its marks to everyone; this panel says what it counts, the seconds before
 * silence accepts it, who accepted it, and gives each player who has not yet answered Accept and
 * Refuse. A refusal is said here to the whole room until the next move.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useNow } from '../../../common/use-now.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { CountSummary } from '../overlays/counting-overlays.tsx';
import type { ProposedCount } from '../state/game-state.ts';
import { answersProposal } from '../state/rules.ts';
import './count-proposal.css';

export function CountProposalPanel() {
  const proposal = useGameSlice((s) => s.proposal);
  const refusedBy = useGameSlice((s) => s.proposalRefusedBy);
  if (proposal) return <OpenProposal proposal={proposal} />;
  if (refusedBy !== null) return <RefusedProposal color={refusedBy} />;
  return null;
}

function OpenProposal({ proposal }: { readonly proposal: ProposedCount }) {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const answers = useGameSlice(answersProposal);
  const now = useNow(true, 1000);
  const seconds = Math.max(0, Math.ceil((proposal.endsAt - now) / 1000));
  const side = (color: 1 | 2) => t(color === 1 ? 'player.black' : 'player.white');
  const answer = (color: 1 | 2, accepted: boolean) =>
    t(accepted ? 'proposal.accepted' : 'proposal.waiting', { side: side(color) });
  const ownAccepted = seat !== 0 && (seat === 1 ? proposal.black : proposal.white);
  return (
    <section className="tg-count-proposal" aria-label={t('proposal.title')} data-testid="count-proposal">
      <h2 className="tg-count-proposal__title">{t('proposal.title')}</h2>
      <CountSummary count={proposal.count} />
      <p>{t('proposal.explain')}</p>
      <p className="tg-count-proposal__answers" role="status">
        {answer(1, proposal.black)} · {answer(2, proposal.white)} ·{' '}
        <span className="tg-count-proposal__seconds">{t('proposal.seconds', { seconds })}</span>
      </p>
      {ownAccepted && <p>{t('proposal.youAccepted')}</p>}
      {seat !== 0 && (
        <div className="tg-count-proposal__actions">
          {answers && (
            <Button variant="primary" onClick={() => controller.answerProposal(true)}>
              {t('proposal.accept')}
            </Button>
          )}
          <Button onClick={() => controller.answerProposal(false)}>{t('proposal.refuse')}</Button>
        </div>
      )}
    </section>
  );
}

function RefusedProposal({ color }: { readonly color: 1 | 2 }) {
  const { t } = useTranslation('play');
  const side = t(color === 1 ? 'player.black' : 'player.white');
  return (
    <p
      className="tg-count-proposal tg-count-proposal--refused"
      role="status"
      data-testid="count-proposal-refused"
    >
      {t('proposal.refused', { side })}
    </p>
  );
}
