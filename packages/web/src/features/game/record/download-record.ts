/**
 * The download button: GET /jwt/downloadsgf/{playid}/ gives the record's address; when the
 * server does not offer it (404), the record is written here from the moves (sgf-record.ts).
 */
import { sgfFileName } from '@tengen/protocol';
import type { ApiClient, ApiFailure } from '../../../common/api/api-client.ts';
import type { GameState } from '../state/game-state.ts';
import { gameSgf } from './sgf-record.ts';

export type DownloadOutcome =
  | { readonly kind: 'server' }
  | { readonly kind: 'written' }
  | { readonly kind: 'failed'; readonly failure: ApiFailure | null };

function save(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

export async function downloadRecord(api: ApiClient, state: GameState): Promise<DownloadOutcome> {
  const answer = await api.call('downloadSgf', { params: { playid: state.play.playid } });
  if (answer.ok && answer.value.sgfurl) {
    save(answer.value.sgfurl, sgfFileName(state.play.playid));
    return { kind: 'server' };
  }
  if (!answer.ok && answer.error.kind !== 'network' && answer.error.status !== 404)
    return { kind: 'failed', failure: answer.error };
  const text = gameSgf(state.play, state.setup, state.moves, state.finish);
  if (text === null) return { kind: 'failed', failure: null };
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-go-sgf' }));
  save(url, sgfFileName(state.play.playid));
  // The click has started the download; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { kind: 'written' };
}
