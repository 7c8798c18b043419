/**
 * A problem's prompt in the reader's language. The site's own collections write their prompts
 * in a few English forms (the importers under packages/server/src/problems/import); those are
 * said again in the reader's words, with the names and dates in them kept. Any other prompt is
 * the source's own text: null, and the page quotes it as it is.
 */
import type { TFunction } from 'i18next';

type PromptT = TFunction<'problems'>;

const SIDE = '(Black|White)';
const LEVEL = '(Elementary|Intermediate|Advanced)';
const FORMS: readonly [RegExp, (t: PromptT, m: RegExpMatchArray) => string][] = [
  [new RegExp(`^${SIDE} to play\\.?$`), (t, m) => t('prompt.toPlay', { side: side(t, m[1]) })],
  [
    new RegExp(`^${SIDE} to play: ${LEVEL}$`),
    (t, m) => t('prompt.toPlayLevel', { side: side(t, m[1]), level: level(t, m[2]) }),
  ],
  [
    new RegExp(`^${SIDE} to play: which of A, B and C is the vital point\\? \\((.+)\\)$`),
    (t, m) => t('prompt.vitalPoint', { side: side(t, m[1]), source: source(t, m[2] as string) }),
  ],
  [
    new RegExp(`^${SIDE} to play: fill every liberty of the marked (black|white) group \\((.+)\\)$`),
    (t, m) =>
      t('prompt.fillLiberties', {
        side: side(t, m[1]),
        group: t(m[2] === 'black' ? 'prompt.blackGroup' : 'prompt.whiteGroup'),
        source: source(t, m[3] as string),
      }),
  ],
  [
    /^Replay the first (\d+) moves?: (.+) \(Black\) against (.+) \(White\), (.+)$/,
    (t, m) => t('prompt.replay', { count: Number(m[1]), black: m[2], white: m[3], date: m[4] }),
  ],
];

function side(t: PromptT, word: string | undefined): string {
  return t(word === 'Black' ? 'prompt.black' : 'prompt.white');
}

function level(t: PromptT, word: string | undefined): string {
  return t(`prompt.level.${(word ?? '').toLowerCase() as 'elementary' | 'intermediate' | 'advanced'}`);
}

/** "Cho Chikun, elementary 25": the author kept, the level and number in the reader's words. */
function source(t: PromptT, text: string): string {
  const m = /^(.+), (elementary|intermediate|advanced) (\d+)$/i.exec(text);
  if (!m) return text;
  return t('prompt.source', { author: m[1], level: level(t, capitalised(m[2] as string)), number: m[3] });
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** The prompt in the reader's words, or null for a prompt of the source's own. */
export function promptWords(prompt: string, t: PromptT): string | null {
  for (const [form, say] of FORMS) {
    const match = prompt.match(form);
    if (match) return say(t, match);
  }
  return null;
}
