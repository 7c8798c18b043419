import type { PuzzleData } from '../src/index.ts';

/** The first 120 moves of a real game (corpus sgf/00001: Golaxy–FineArt, 2018). */
export const GAME_MOVES =
  'qd*pp*dd*dp*qn*qo*pn*np*pj*od*lc*me*lq*qe*fq*cc*qq*rn*cd*dc*ed*ec*rm*or*ro*rp*qp*po*sn*rq*fc*fb*cn*er*bc*bb*eb*db*gb*pd*eo*co*bn*fp*ep*eq*do*cq*fr*iq*hp*gq*gp*fo*fn*go*hn*gr*gn*fs*ei*bd*be*ac*cf*ih*qc*rf*pf*qh*ob*nb*oc*pc*pb*rd*nd*qb*oe*rc*nc*if*hg*ig*je*gi*fg*hf*fj*lg*lf*mg*kg*kh*mf*ff*gg*fd*gc*hd*fe*gd*ic*gj*kf*bg*cg*kj*bo*gk*fk*id*jc*eh*fh*fi*ej*fl*el*gl';

/** A small fight for the rotation, theme and mark boards. */
export const SMALL = {
  lu: 9,
  content: [
    ['cc', 'dc', 'ec', 'fd', 'cf'],
    ['cd', 'dd', 'ed', 'fe', 'ge'],
  ],
  pos: ['gd', 'hd', 'gc', 'ee', 'gg'],
  blackfirst: true,
};

export const CHOICE: PuzzleData = {
  lu: 9,
  content: [
    ['cc', 'dc', 'ec', 'cd'],
    ['dd', 'ed', 'fd', 'fc'],
  ],
  xds: [
    { pt: 'fb', name: 'A', score: 10 },
    { pt: 'de', name: 'B', score: 0 },
    { pt: 'ce', name: 'C', score: 5 },
  ],
};

export const PLACEMENT: PuzzleData = {
  lu: 9,
  content: [
    ['cc', 'gg'],
    ['cg', 'gc'],
  ],
  luozis: ['ee', 'ce', 'ec'],
  signs: ['ee'],
};

export const REPLAY: PuzzleData = {
  lu: 9,
  clone_prepos: [['ee'], ['ce']],
  clone_pos: ['cc', 'gg', 'cg', 'gc'],
};

/** A hand-made puzzle with all three answer lists, scrambled at ru 1 by the gallery. */
export const ANSWERS: PuzzleData = {
  lu: 9,
  content: [
    ['bc', 'cc', 'dc', 'ec', 'fb'],
    ['bb', 'cb', 'db', 'eb', 'ad'],
  ],
  ok_answers: [['ba', 'ab', 'ea']],
  change_answers: [['ea', 'ba', 'ac']],
  fail_answers: [['ab', 'ba']],
};
