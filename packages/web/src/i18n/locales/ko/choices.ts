import type { Messages } from '../../translation-type.ts';
import type { choices as english } from '../en/choices.ts';

export const choices: Messages<typeof english> = {
  panel: {
    label: '착수 후보',
    open: '착수 후보',
    title: '{{step}}수의 후보',
    hint: '바둑판의 점을 누르면 차례로 A부터 E까지 표시됩니다. 표시된 점을 다시 누르면 표시가 지워집니다.',
    empty: '아직 표시한 점이 없습니다.',
    remove: '{{letter}}({{point}}) 표시 지우기',
    confirm: '후보 확정',
    cancel: '취소',
    ownTurn: '착수 후보는 자기 차례에 낼 수 있습니다.',
    savedFor: '{{step}}수에 저장됨: {{letters}}',
    editing: '{{step}}수에 저장한 후보({{letters}})를 고치는 중입니다. 확정하면 바뀝니다.',
  },
  refused: {
    atLeastTwo: '두 개 이상 선택하세요.',
    atMostFive: '후보는 다섯 개까지입니다(A부터 E).',
    occupied: '이미 돌이 놓인 자리입니다.',
  },
  saved: '저장했습니다.',
  savedReplaced: '저장되었습니다. {{step}}수의 이전 후보를 바꾸었습니다.',
  failed: '후보를 저장하지 못했습니다: {{reason}}',
  bar: {
    step: '{{step}}수:',
    empty: '판을 눌러 A부터 E까지 표시하세요.',
    confirm: '확정',
    replace: '바꾸기',
  },
  failures: {
    finished: '대국이 끝나서 후보를 더 이상 저장할 수 없습니다.',
    notAllowed: '착수 후보가 켜진 대국의 대국자만 후보를 저장할 수 있습니다.',
    noSuchGame: '이 대국은 존재하지 않습니다.',
    moveChanged: '그사이 수가 두어졌습니다. 다음 수를 위해 패널을 다시 여세요.',
    badPoints: '이 점들은 후보로 낼 수 없습니다. 판 위의 서로 다른 빈 점 2~5개를 고르세요.',
  },
  gameOption: {
    label: '착수 후보(A부터 E)',
    on: '켜짐',
    note: '각 대국자는 자기 차례에 다음 수의 후보 2~5개(A부터 E)를 표시할 수 있고, 대국이 끝나면 모두가 볼 수 있습니다.',
  },
  review: {
    label: '착수 후보',
    none: '이 대국에는 착수 후보가 없습니다.',
    step: '{{step}}수',
    chosen: '{{letter}}에 두었습니다',
    other: '다른 수를 두었습니다({{point}})',
    unplayed: '두지 않음: 대국이 먼저 끝났습니다',
    pass: '패스',
    goTo: '{{step}}수 보기',
    here: '바둑판의 글자: {{step}}수의 후보. {{outcome}}.',
  },
};
