/** The SGF download of a whole book: GET /jwt/bookexport/{bookid}/, saved as a file by the browser. */
import type { Result } from '@tengen/core';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';

/** Answers how many game trees the file holds (0: nothing was downloaded). */
export async function downloadBook(
  bookid: number,
  token: string | null,
): Promise<Result<number, ApiFailure>> {
  const answer = await callRoute('exportBook', { params: { bookid }, token });
  if (!answer.ok || answer.value.games === 0) return answer.ok ? { ok: true, value: 0 } : answer;
  const url = URL.createObjectURL(new Blob([answer.value.sgf], { type: 'application/x-go-sgf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.value.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, value: answer.value.games };
}
