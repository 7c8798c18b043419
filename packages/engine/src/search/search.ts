import { mulberry32, WHITE } from '@tengen/core';
import { rawEvaluationOf } from '../inputs/raw-evaluation.ts';
import type { Symmetry } from '../inputs/symmetry.ts';
import type { PositionState } from '../position/position-state.ts';
import type { Evaluator } from '../types.ts';
import { BatchingEvaluator } from './batching-evaluator.ts';
import { chooseMove } from './choose-move.ts';
import { edgesOf, type NetworkValue, networkValue } from './network-value.ts';
import { NnCache } from './nn-cache.ts';
import { playSelectionValues } from './play-selection.ts';
import { positionHash } from './position-hash.ts';
import { dynamicScoreCenter, scoreStdevOf, whiteUtility } from './score-utility.ts';
import { type NodeValue, type SearchEdge, SearchNode } from './search-node.ts';
import { DEFAULT_SEARCH_PARAMS, type SearchParams } from './search-params.ts';
import type { MoveAnalysis, SearchResult } from './search-result.ts';
import { selectChild } from './select-child.ts';
import { terminalValue } from './terminal-value.ts';

/** How long a principal variation is reported (KataGo's analysisPVLen). */
const PV_LENGTH = 15;

export interface SearchLimits {
  readonly maxVisits?: number;
  /** Seconds. */
  readonly maxTime?: number;
}

/**
 * Monte Carlo tree search guided by the network, after KataGo's: PUCT selection with its
 * constants, a utility of win/loss and score, a random symmetry per evaluation, several
 * descents at once whose leaves share a batch, a cache of network answers by position, and the
 * tree kept between moves.
 */
export class MonteCarloSearch {
  private params: SearchParams;
  private readonly batcher: BatchingEvaluator;
  private readonly cache: NnCache<NetworkValue>;
  private readonly inFlight = new Map<string, Promise<NetworkValue>>();
  private random: () => number;
  private root: SearchNode;
  private scoreCenter = 0;
  private stopRequested = false;
  private running = false;

  constructor(evaluator: Evaluator, state: PositionState, params: Partial<SearchParams> = {}) {
    this.params = { ...DEFAULT_SEARCH_PARAMS, ...params };
    this.batcher = new BatchingEvaluator(evaluator);
    this.cache = new NnCache(this.params.nnCacheSize);
    this.random = mulberry32(this.params.seed);
    this.root = this.newNode(state);
  }

  get searchParams(): SearchParams {
    return this.params;
  }

  get rootState(): PositionState {
    return this.root.state;
  }

  /** Visits of the root so far (those kept from the previous move included). */
  get rootVisits(): number {
    return this.root.visits;
  }

  setParams(params: Partial<SearchParams>): void {
    this.params = { ...this.params, ...params };
  }

  /** Forgets the tree and the cached answers, and starts the random choices again from the seed. */
  clear(): void {
    this.cache.clear();
    this.random = mulberry32(this.params.seed);
    this.root = this.newNode(this.root.state);
  }

  /**
   * Moves the root to `state`: keeps the tree when it is the root's position or one of its
   * children's (the move just played), starts a new one otherwise. Answers whether it kept it.
   */
  setPosition(state: PositionState): boolean {
    this.assertIdle();
    const hash = positionHash(state);
    if (positionHash(this.root.state) === hash && this.root.state.isFinished === state.isFinished)
      return true;
    for (const edge of this.root.edges) {
      if (edge.child && positionHash(edge.child.state) === hash) {
        this.root = edge.child;
        return true;
      }
    }
    this.root = this.newNode(state);
    return false;
  }

  /** Plays a move (y * size + x or PASS_POINT) at the root, keeping its subtree. */
  play(move: number): boolean {
    this.assertIdle();
    const edge = this.root.edges.find((e) => e.move === move);
    if (edge?.child) {
      this.root = edge.child;
      return true;
    }
    this.root = this.newNode(this.root.state.playIndex(move));
    return false;
  }

  /** Ends a running search after the descents under way (the search answers then). */
  stop(): void {
    this.stopRequested = true;
  }

  /** Searches until a limit (or `stop`) and answers the result; `onProgress` is called after each descent. */
  async run(limits: SearchLimits = {}, onProgress?: () => void): Promise<SearchResult> {
    this.assertIdle();
    const maxVisits = limits.maxVisits ?? this.params.maxVisits;
    const maxTime = limits.maxTime ?? this.params.maxTime;
    if (!(maxVisits >= 1)) throw new RangeError(`maxVisits ${maxVisits} must be at least 1`);
    this.running = true;
    this.stopRequested = false;
    const started = performance.now();
    const evaluations = this.batcher.evaluations;
    const batches = this.batcher.batches;
    const seconds = () => (performance.now() - started) / 1000;
    try {
      if (this.root.visits === 0) await this.playout();
      const root = this.root;
      const expected = root.visits > 0 ? root.scoreMeanSum / root.visits : 0;
      this.scoreCenter = dynamicScoreCenter(
        expected,
        this.params.dynamicScoreCenterZeroWeight,
        this.params.dynamicScoreCenterScale,
        root.state.size,
      );
      let inFlight = 0;
      const done = () =>
        this.stopRequested || root.terminal || root.visits + inFlight >= maxVisits || seconds() >= maxTime;
      const descend = async () => {
        while (!done()) {
          inFlight += 1;
          try {
            await this.playout();
          } finally {
            inFlight -= 1;
          }
          onProgress?.();
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.floor(this.params.threads)) }, descend));
    } finally {
      this.running = false;
    }
    return this.result(evaluations, batches, seconds());
  }

  /** What the tree says now (also while a search runs). */
  result(
    evaluationsBefore = this.batcher.evaluations,
    batchesBefore = this.batcher.batches,
    seconds = 0,
  ): SearchResult {
    const root = this.root;
    const white = root.state.toMove === WHITE;
    const own = (v: number) => (white ? v : -v);
    const moves = this.candidates();
    const winLoss = root.visits > 0 ? root.winLossSum / root.visits : 0;
    const winrate = 0.5 * (1 + own(winLoss));
    const scoreMean = root.visits > 0 ? root.scoreMeanSum / root.visits : 0;
    const whiteOwnership = this.treeOwnership(root);
    return {
      toMove: root.state.toMove,
      bestMove: chooseMove(root.state, moves.length > 0 ? moves : this.byPrior(), winrate, whiteOwnership),
      visits: root.visits,
      winrate,
      scoreLead: own(root.visits > 0 ? root.leadSum / root.visits : 0),
      scoreSelfplay: own(scoreMean),
      scoreStdev: root.visits > 0 ? scoreStdevOf(scoreMean, root.scoreMeanSqSum / root.visits) : 0,
      utility: own(root.utilityAvg),
      moves,
      whiteOwnership,
      evaluations: this.batcher.evaluations - evaluationsBefore,
      batches: this.batcher.batches - batchesBefore,
      seconds,
    };
  }

  /**
   * The root's moves by the network's prior: what to choose from when no child has a visit
   * (a one-visit search plays the policy's move, as KataGo's does).
   */
  private byPrior(): { move: number }[] {
    return [...this.root.edges].sort((a, b) => b.prior - a.prior);
  }

  private candidates(): MoveAnalysis[] {
    const root = this.root;
    const white = root.state.toMove === WHITE;
    const own = (v: number) => (white ? v : -v);
    const visited = root.edges.filter((e) => e.child !== null && e.child.visits > 0);
    // ranked by KataGo's play selection value: visits, the best lower confidence bound raised
    const selection = new Map<SearchEdge, number>();
    const values = playSelectionValues(
      this.params,
      visited.map((edge) => {
        const c = edge.child as SearchNode;
        return {
          visits: c.visits,
          prior: edge.prior,
          utility: own(c.utilityAvg),
          utilitySq: c.utilitySqSum / c.visits,
        };
      }),
    );
    visited.forEach((edge, i) => {
      selection.set(edge, values[i] as number);
    });
    visited.sort(
      (a, b) =>
        (selection.get(b) as number) - (selection.get(a) as number) ||
        (b.child as SearchNode).visits - (a.child as SearchNode).visits ||
        own((b.child as SearchNode).utilityAvg) - own((a.child as SearchNode).utilityAvg) ||
        b.prior - a.prior,
    );
    return visited.map((edge, order) => {
      const c = edge.child as SearchNode;
      const n = c.visits;
      const winrate = 0.5 * (1 + own(c.winLossSum / n));
      const meanSq = c.utilitySqSum / n;
      const utility = c.utilityAvg;
      const stderr = Math.sqrt(Math.max(0, meanSq - utility * utility) / n);
      const scoreMean = c.scoreMeanSum / n;
      return {
        move: edge.move,
        visits: n,
        winrate,
        scoreLead: own(c.leadSum / n),
        scoreSelfplay: own(scoreMean),
        scoreStdev: scoreStdevOf(scoreMean, c.scoreMeanSqSum / n),
        utility: own(utility),
        lcb: winrate - stderr,
        prior: edge.prior,
        pv: [edge.move, ...this.principalVariation(c)],
        order,
      };
    });
  }

  private principalVariation(node: SearchNode): number[] {
    const pv: number[] = [];
    let current = node;
    while (pv.length < PV_LENGTH - 1) {
      let best: { move: number; child: SearchNode } | null = null;
      for (const edge of current.edges) {
        if (edge.child && edge.child.visits > 0 && (!best || edge.child.visits > best.child.visits))
          best = { move: edge.move, child: edge.child };
      }
      if (!best) break;
      pv.push(best.move);
      current = best.child;
    }
    return pv;
  }

  /** The node's ownership and its children's, weighted by visits (KataGo's getAverageTreeOwnership). */
  private treeOwnership(node: SearchNode): Float32Array {
    const area = node.state.size * node.state.size;
    const sum = new Float64Array(area);
    const add = (n: SearchNode, weight: number): void => {
      if (!n.value) return;
      let childWeight = 0;
      for (const edge of n.edges) if (edge.child && edge.child.visits > 0) childWeight += edge.child.visits;
      const total = 1 + childWeight;
      const own = n.value.ownership;
      for (let i = 0; i < area; i++) sum[i] = (sum[i] as number) + ((own[i] as number) * weight) / total;
      for (const edge of n.edges) {
        if (edge.child && edge.child.visits > 0) add(edge.child, (weight * edge.child.visits) / total);
      }
    };
    add(node, 1);
    return Float32Array.from(sum);
  }

  private assertIdle(): void {
    if (this.running) throw new Error('the search is running');
  }

  private newNode(state: PositionState): SearchNode {
    const node = new SearchNode(state);
    if (state.isFinished) {
      node.terminal = true;
      node.value = terminalValue(state);
      node.valueUtility = this.utilityOf(node.value);
    }
    return node;
  }

  private utilityOf(value: NodeValue): number {
    return whiteUtility(this.params, value, this.scoreCenter, this.root ? this.root.state.size : 19);
  }

  /** One descent from the root to a leaf, its evaluation, and the backup of its value. */
  private async playout(): Promise<void> {
    const root = this.root;
    const path: SearchNode[] = [root];
    let node = root;
    while (!node.terminal && node.value !== null) {
      const edge = selectChild(this.params, node, node === root);
      if (!edge) break;
      if (!edge.child) {
        // A cached answer can come from the same stones with another superko history.
        if (!node.state.isLegalIndex(edge.move)) {
          node.edges = node.edges.filter((e) => e !== edge);
          continue;
        }
        edge.child = this.newNode(node.state.playIndex(edge.move));
      }
      node = edge.child;
      node.virtualLosses += 1;
      path.push(node);
    }
    if (node.value === null) {
      if (node.pending) {
        // another descent is evaluating this leaf: give way, count nothing
        await node.pending;
        for (const n of path) if (n !== root) n.virtualLosses -= 1;
        return;
      }
      node.pending = this.expand(node);
      try {
        await node.pending;
      } finally {
        node.pending = null;
      }
    }
    const value = node.value as unknown as NodeValue;
    const utility = node.terminal ? this.utilityOf(value) : node.valueUtility;
    for (const n of path) {
      n.add(value, utility);
      if (n !== root) n.virtualLosses -= 1;
    }
  }

  private async expand(node: SearchNode): Promise<void> {
    const answer = await this.evaluate(node.state);
    node.value = answer.value;
    node.edges = edgesOf(answer);
    node.valueUtility = this.utilityOf(answer.value);
  }

  /** The network's answer for a position: from the cache, or evaluated in a random symmetry. */
  private evaluate(state: PositionState): Promise<NetworkValue> {
    const key = positionHash(state);
    const cached = this.cache.get(key);
    if (cached) return Promise.resolve(cached);
    const waiting = this.inFlight.get(key);
    if (waiting) return waiting;
    const symmetry = Math.floor(this.random() * 8) as Symmetry;
    const promise = this.batcher
      .evaluate(state.inputs(symmetry))
      .then((output) => {
        const answer = networkValue(rawEvaluationOf(state, output, symmetry));
        this.cache.set(key, answer);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}
