import type { Messages } from '../../translation-type.ts';
import type { choices as english } from '../en/choices.ts';

export const choices: Messages<typeof english> = {
  panel: {
    label: '选点',
    open: '选点',
    title: '第 {{step}} 手的选点',
    hint: '在棋盘上点选交叉点，依次标为 A 到 E。再点一次已标的点即可取消。',
    empty: '还没有标记任何点。',
    remove: '取消 {{letter}}（{{point}}）',
    confirm: '确认选点',
    cancel: '取消',
    ownTurn: '轮到你下时才能选点。',
    savedFor: '第 {{step}} 手已保存：{{letters}}',
    editing: '正在修改第 {{step}} 手已保存的选点（{{letters}}），确认后将替换它们。',
  },
  refused: {
    atLeastTwo: '请至少选择两个。',
    atMostFive: '最多五个选点（A 到 E）。',
    occupied: '该点已有棋子。',
  },
  saved: '保存成功。',
  savedReplaced: '保存成功。已替换第 {{step}} 手之前的选点。',
  failed: '选点未能保存：{{reason}}',
  bar: {
    step: '第 {{step}} 手：',
    empty: '点选棋盘，依次标记 A 到 E。',
    confirm: '确认',
    replace: '替换',
  },
  failures: {
    finished: '对局已经结束，不能再保存选点。',
    notAllowed: '只有开启了选点的对局中的对局者才能保存选点。',
    noSuchGame: '这盘棋不存在。',
    moveChanged: '这一手已经下了。请为下一手重新打开面板。',
    badPoints: '这些点不能作为选点：请选 2 到 5 个棋盘上不同的空点。',
  },
  gameOption: {
    label: '选点（A 到 E）',
    on: '开启',
    note: '双方可在自己的回合为下一手标记 2 到 5 个候选点（A 到 E），终局后所有人都能看到。',
  },
  review: {
    label: '选点',
    none: '本局没有选点。',
    step: '第 {{step}} 手',
    chosen: '实战下了 {{letter}}',
    other: '实战下了其他点（{{point}}）',
    unplayed: '未下：对局已先结束',
    pass: '停一手',
    goTo: '显示第 {{step}} 手',
    here: '棋盘上的字母：第 {{step}} 手的选点。{{outcome}}。',
  },
};
