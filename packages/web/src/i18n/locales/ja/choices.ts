import type { Messages } from '../../translation-type.ts';
import type { choices as english } from '../en/choices.ts';

export const choices: Messages<typeof english> = {
  panel: {
    label: '着手候補',
    open: '着手候補',
    title: '{{step}}手目の候補',
    hint: '盤上の点をタップすると、順に A から E の印が付きます。印の付いた点をもう一度タップすると外れます。',
    empty: 'まだ印を付けた点はありません。',
    remove: '{{letter}}（{{point}}）を外す',
    confirm: '候補を確定',
    cancel: 'キャンセル',
    ownTurn: '着手候補は自分の手番に出せます。',
    savedFor: '{{step}}手目に保存済み：{{letters}}',
    editing: '{{step}}手目に保存した候補（{{letters}}）を編集中です。確定すると置き換わります。',
  },
  refused: {
    atLeastTwo: '二つ以上選んでください。',
    atMostFive: '候補は五つまでです（A から E）。',
    occupied: 'そこにはすでに石があります。',
  },
  saved: '保存しました。',
  savedReplaced: '保存しました。{{step}}手目の以前の候補と置き換えました。',
  failed: '候補を保存できませんでした：{{reason}}',
  bar: {
    step: '{{step}}手目：',
    empty: '盤をタップして A から E の印を付けてください。',
    confirm: '確定',
    replace: '置き換え',
  },
  failures: {
    finished: '対局が終わったため、候補はもう保存できません。',
    notAllowed: '着手候補のある対局の対局者だけが候補を保存できます。',
    noSuchGame: 'この対局は存在しません。',
    moveChanged: 'その間に手が打たれました。次の手のためにパネルを開き直してください。',
    badPoints: 'これらの点は候補にできません。盤上の異なる空点を 2～5 個選んでください。',
  },
  gameOption: {
    label: '着手候補（A から E）',
    on: 'あり',
    note: '各対局者は自分の手番で 2～5 個の候補点（A から E）を示せます。終局後は全員が見られます。',
  },
  review: {
    label: '着手候補',
    none: 'この対局には着手候補がありません。',
    step: '{{step}}手目',
    chosen: '{{letter}} が打たれました',
    other: '別の手が打たれました（{{point}}）',
    unplayed: '未着手：先に対局が終わりました',
    pass: 'パス',
    goTo: '{{step}}手目を表示',
    here: '盤上の文字：{{step}}手目の候補。{{outcome}}。',
  },
};
