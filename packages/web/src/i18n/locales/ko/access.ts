import type { Messages } from '../../translation-type.ts';
import type { access as english } from '../en/access.ts';

export const access: Messages<typeof english> = {
  board: {
    board: '바둑판, {{size}}줄',
    black: '흑',
    white: '백',
    move: '{{color}} {{point}}',
    pass: '{{color}} 패스',
    capturedOne: '1점을 따냈습니다',
    capturedMany: '{{count}}점을 따냈습니다',
    moveCaptured: '{{move}}, {{captured}}',
    toPlay: '{{color}} 차례입니다.',
    stones: '판 위에 흑돌 {{black}}개, 백돌 {{white}}개가 있습니다.',
    lastMove: '마지막 수: {{move}}.',
    noMoves: '아직 둔 수가 없습니다.',
    point: '{{point}}, {{content}}',
    empty: '빈 점',
    blackStone: '흑돌',
    whiteStone: '백돌',
    keys: '화살표 키로 커서를 옮기고, Home과 End로 줄의 양 끝, Page Up과 Page Down으로 위아래 끝으로 갑니다. D4처럼 좌표를 입력하면 그 점으로 가고, Enter나 스페이스로 착수합니다.',
    occupied: '이미 돌이 있는 자리입니다',
    ko: '패: 지금은 둘 수 없는 수입니다',
    suicide: '자충수라서 둘 수 없습니다',
    notNow: '지금은 착수할 수 없습니다',
    notAPoint: '“{{text}}”: 이 바둑판에 없는 점입니다',
  },
  gameOver: '대국 종료: {{result}}',
};
