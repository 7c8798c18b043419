/**
 * The rating part of a finished game's result: asks the server what the game did to both
 * players' ratings (GET /jwt/getplayrating/{playid}/) and shows it. Nothing for a game that is
 * not ranked, or outside the game page. The game is rated before its end is sent, so one call
 * after the end finds it.
 */
import type { PlayRatingResponse } from '@tengen/protocol';
import { callRoute } from '../../../common/api/call-route.ts';
import { useCall } from '../../../common/api/use-call.ts';
import { useHost } from '../../../common/host/host-context.tsx';
import { useParams } from '../../../common/router/router-hooks.ts';
import { RatingResultView } from './rating-result-view.tsx';

export function RatingResult() {
  const playid = Number(useParams().playid ?? 0);
  return Number.isInteger(playid) && playid > 0 ? <PlayRating playid={playid} /> : null;
}

function PlayRating({ playid }: { readonly playid: number }) {
  const { token } = useHost();
  const answer = useCall<PlayRatingResponse>(
    () => callRoute('getPlayRating', { params: { playid }, token }),
    String(playid),
  );
  if (answer.kind !== 'done' || !answer.value.ranked) return null;
  return <RatingResultView changes={answer.value.changes} provisionalGames={answer.value.provisionalgames} />;
}
