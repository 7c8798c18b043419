/**
 * What an SGF problem's variation says about itself, read from the comment of its last node
 * (the conventions of real collections: goproblems.com writes RIGHT, Go Game Guru "Correct" and
 * "Also correct", Chinese and Japanese files 正解 / 正确 / 变化, some editors a lone "+").
 */
export type Verdict = 'ok' | 'change' | 'fail';

const ALTERNATIVE = /^(also correct|also right|variation|变化|變化|変化|참고도)/i;
const CORRECT = /^(correct|right|正解|正确|正確|정답|成功|\+(\s|$))/i;
const WRONG = /^(wrong|incorrect|failure|fail|失败|失敗|错误|錯誤|오답|-(\s|$))/i;
/** goproblems.com puts RIGHT (capitals) anywhere in the comment. */
const RIGHT_ANYWHERE = /(^|[^A-Za-z])RIGHT([^A-Za-z]|$)/;

/** The verdict a comment gives, or null when it says nothing either way (then: wrong, see tiersOf). */
export function verdictOfComment(comment: string): Verdict | null {
  const text = comment.trim();
  if (text === '') return null;
  if (ALTERNATIVE.test(text)) return 'change';
  if (CORRECT.test(text) || RIGHT_ANYWHERE.test(text)) return 'ok';
  if (WRONG.test(text)) return 'fail';
  return null;
}

/** Good-move marks some editors write instead of a comment: TE (tesuji), GB / GW (good for). */
export function verdictOfMarks(props: Record<string, string[]>, black: boolean): Verdict | null {
  if (props.TE || (black ? props.GB : props.GW)) return 'ok';
  return null;
}
