/** The words for a refused book call: the book's own reasons first, else the common ones. */
import { type BookNameError, validateBookName } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { failureMessageKey } from '../../common/api/call-route.ts';

/** The page's `t` (books first, then common). */
export type BooksT = TFunction<readonly ['books', 'common']>;

const REASONS = [
  [/^you already have/, 'books:failures.limitBooks'],
  [/^the book already has/, 'books:failures.limitChapters'],
  [/^a chapter already holds/, 'books:failures.limitEntries'],
  [/^a book keeps at least one chapter/, 'books:failures.lastChapter'],
  [/^the game is still being played/, 'books:failures.stillPlaying'],
] as const;

export function bookFailureText(t: BooksT, failure: ApiFailure, limit = 50): string {
  if (failure.kind === 'api') {
    if (failure.error === 'NOT_FOUND' && /^no (book|chapter)/.test(failure.message))
      return t('books:failures.notYours');
    const reason = REASONS.find(([pattern]) => pattern.test(failure.message));
    if (reason) return t(reason[1], { limit });
    const name = /^(?:name|chapter): the name (is empty|is longer|contains a hidden|contains)/.exec(
      failure.message,
    );
    if (name) return t(`books:nameErrors.${NAME_BY_TEXT[name[1]]}`);
  }
  return t(`common:${failureMessageKey(failure)}`);
}

const NAME_BY_TEXT: Readonly<Record<string, BookNameError>> = {
  'is empty': 'EMPTY',
  'is longer': 'TOO_LONG',
  contains: 'FORBIDDEN_SYMBOL',
  'contains a hidden': 'HIDDEN_CHARACTER',
};

/** The page's own check of a name before it is sent: null when it may go. */
export function nameProblem(t: BooksT, text: string): string | null {
  const checked = validateBookName(text);
  return checked.ok ? null : t(`books:nameErrors.${checked.error}`);
}
