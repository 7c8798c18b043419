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
  },
  refused: {
    atLeastTwo: '請至少選擇兩個。',
    atMostFive: '最多五個選點（A 到 E）。',
    occupied: '該點已有棋子。',
  },
  saved: '儲存成功。',
  failed: '選點未能儲存：{{reason}}',
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
