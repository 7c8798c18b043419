import type { Messages } from '../../translation-type.ts';
import type { choices as english } from '../en/choices.ts';

export const choices: Messages<typeof english> = {
  panel: {
    label: '選點',
    open: '選點',
    title: '第 {{step}} 手的選點',
    hint: '在棋盤上點選交叉點，依序標為 A 到 E。再點一次已標的點即可取消。',
    empty: '還沒有標記任何點。',
    remove: '取消 {{letter}}（{{point}}）',
    confirm: '確認選點',
    cancel: '取消',
    ownTurn: '輪到你下時才能選點。',
    savedFor: '第 {{step}} 手已儲存：{{letters}}',
    editing: '正在修改第 {{step}} 手已儲存的選點（{{letters}}），確認後將取代它們。',
  },
  refused: {
    atLeastTwo: '請至少選擇兩個。',
    atMostFive: '最多五個選點（A 到 E）。',
    occupied: '該點已有棋子。',
  },
  saved: '儲存成功。',
  savedReplaced: '儲存成功。已取代第 {{step}} 手之前的選點。',
  failed: '選點未能儲存：{{reason}}',
  bar: {
    step: '第 {{step}} 手：',
    empty: '點選棋盤，依序標記 A 到 E。',
    confirm: '確認',
    replace: '取代',
  },
  failures: {
    finished: '對局已經結束，不能再儲存選點。',
    notAllowed: '只有開啟了選點的對局中的對局者才能儲存選點。',
    noSuchGame: '這盤棋不存在。',
    moveChanged: '這一手已經下了。請為下一手重新打開面板。',
    badPoints: '這些點不能作為選點：請選 2 到 5 個棋盤上不同的空點。',
  },
  gameOption: {
    label: '選點（A 到 E）',
    on: '開啟',
    note: '雙方可在自己的回合為下一手標記 2 到 5 個候選點（A 到 E），終局後所有人都能看到。',
  },
  review: {
    label: '選點',
    none: '本局沒有選點。',
    step: '第 {{step}} 手',
    chosen: '實戰下了 {{letter}}',
    other: '實戰下了其他點（{{point}}）',
    unplayed: '未下：對局已先結束',
    pass: '虛手',
    goTo: '顯示第 {{step}} 手',
    here: '棋盤上的字母：第 {{step}} 手的選點。{{outcome}}。',
  },
};
