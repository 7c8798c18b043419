import type { Messages } from '../../translation-type.ts';
import type { counting as english } from '../en/counting.ts';

export const counting: Messages<typeof english> = {
  title: '計算結果',
  cause: {
    bothPassed: '両者がパスしたので、盤面を計算しました。',
    agreed: '両者が計算に同意したので、盤面を計算しました。',
    proposed: '盤面を計算しました。結果の承認を待っています。',
  },
  table: {
    stones: '盤上の石',
    territory: '囲んだ点',
    neutral_one: 'ダメの半分',
    neutral_other: 'ダメ{{count}}か所の半分',
    area: '合計',
  },
  dead_one: '死に石{{count}}個を取り除きました（×印）。その点は相手のものになります。',
  dead_other: '死に石{{count}}個を取り除きました（×印）。その点は相手のものになります。',
  komi: 'コミ：{{side}}が{{amount}}を出します。',
  outcome: '{{side}}の{{amount}}勝ち。',
  draw: '計算の結果は持碁です。',
  rule: '中国ルールの計算：盤上の石と囲んだ点を数えます。双方の差からコミを引いたものが目数の差です。',
  legend: '盤上の小さな四角はそれぞれの点、×は死に石を示します。',
  territory: '盤上に地を表示',
};
