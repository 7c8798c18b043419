import type { Messages } from '../../translation-type.ts';
import type { problems as english } from '../en/problems.ts';

export const problems: Messages<typeof english> = {
  menu: '문제',
  title: '문제 풀이',
  intro: '사활 등 여러 문제를 문제집별로 모았습니다. 바둑판에서 풀어 보세요.',
  guestNote: '손님도 모든 문제를 풀 수 있습니다. 로그인하면 진행 상황이 저장됩니다.',
  notFound: '그런 문제집이나 문제가 없습니다.',
  list: {
    count_one: '{{count}}문제',
    count_other: '{{count}}문제',
    mine: '정답 {{solved}} / {{total}} · 시도 {{attempted}}',
    source: '출처: {{source}}',
    licence: '라이선스: {{licence}}',
    empty: '아직 문제집이 없습니다.',
  },
  status: {
    solved: '정답',
    failed: '아직 못 풂',
    none: '안 풂',
  },
  kind: {
    answer: '정답 한 수',
    choice: '점 고르기',
    placement: '돌 놓기',
    replay: '수순 따라 두기',
  },
  collection: {
    back: '전체 문제집',
    problemLabel: '{{number}}번 문제: {{status}}',
  },
  solve: {
    title: '{{collection}} {{number}}번',
    blackToPlay: '흑 차례',
    whiteToPlay: '백 차례',
    sourcePrompt: '원문: “{{prompt}}”',
    hint: {
      answer: '가장 좋은 수를 두세요. 상대가 응수합니다.',
      choice: '글자가 표시된 점 중 가장 좋은 점을 고르세요.',
      placement: '돌이 필요한 모든 점에 돌을 놓으세요.',
      replay: '수순을 본 다음 같은 순서로 두세요.',
    },
    result: {
      doing: '둘 차례입니다.',
      correct: '정답!',
      variation: '정답: 다른 성공 수순입니다.',
      wrong: '오답.',
    },
    retry: '다시 풀기',
    showAnswer: '정답 보기',
    trial: '자유롭게 두어 보기',
    leaveTrial: '문제로 돌아가기',
    trialOn: '자유롭게 두는 중: 여기서 둔 수는 기록되지 않습니다.',
    showMoves: '수순 보기',
    previous: '이전 문제',
    next: '다음 문제',
    keys: '← 와 → 키로 이전·다음 문제로 갑니다.',
    toCollection: '{{collection}} 전체 문제',
    saved: '저장됨: {{attempts}}번 시도 중 {{solved}}번 정답.',
    saveFailed: '풀이를 저장하지 못했습니다: {{message}}',
    assignment: '숙제로 돌아가기',
    source: '출처 {{source}}',
    before: {
      solved: '이 문제는 전에 맞힌 적이 있습니다.',
      failed: '이 문제는 풀어 본 적이 있지만 아직 못 맞혔습니다.',
    },
  },
  viewer: {
    title: '정답',
    ok: '정답 수순 {{n}}',
    change: '변화 {{n}}',
    fail: '실패 수순 {{n}}',
    none: '이 문제에는 보여 줄 수순이 없습니다.',
    toStart: '처음으로',
    back: '한 수 뒤로',
    forward: '한 수 앞으로',
    close: '풀이로 돌아가기',
  },
  profile: {
    title: '문제 풀이',
    empty: '아직 푼 문제가 없습니다.',
    row: '정답 {{solved}} / {{problems}} · 못 풂 {{failed}} · 시도 {{attempts}}번 · {{time}}',
    minutes: '{{count}}분',
    seconds: '{{count}}초',
  },
  collections: {
    'cho-elementary': {
      name: '조치훈: 초급',
      description: '조치훈 『사활 대사전』의 사활 문제, 초급.',
    },
    'cho-intermediate': {
      name: '조치훈: 중급',
      description: '조치훈 『사활 대사전』의 사활 문제, 중급.',
    },
    'cho-advanced': {
      name: '조치훈: 고급',
      description: '조치훈 『사활 대사전』의 사활 문제, 고급.',
    },
    'ishigure-basic': {
      name: '이시구레 이쿠로: 기본 사활 123제 (1–30)',
      description: '이시구레 이쿠로 『기본 사활 123제』의 처음 30문제, SGF에서 가져옴.',
    },
    'board-skills': {
      name: '바둑판 기술: 고르기, 두기, 따라 두기',
      description: '세 점 가운데 급소를 고르고, 돌의 활로를 메우고, 실전 대국의 포석을 따라 둡니다.',
    },
  },
};
