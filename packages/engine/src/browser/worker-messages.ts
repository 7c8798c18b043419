import type { NetInput, NetOutput } from '../types.ts';

/** What the page asks the evaluator's worker; `id` pairs each answer with its request. */
export type EvaluatorRequest =
  | {
      readonly id: number;
      readonly kind: 'start';
      /** The model's bytes (gzipped or not) or its URL. */
      readonly model: ArrayBuffer | string;
      readonly threads?: number;
      readonly wasmPaths?: string;
    }
  | { readonly id: number; readonly kind: 'evaluate'; readonly batch: readonly NetInput[] }
  | { readonly id: number; readonly kind: 'close' };

export type EvaluatorAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly kind: 'started';
      readonly modelName: string;
      readonly threads: number;
    }
  | { readonly id: number; readonly ok: true; readonly kind: 'evaluated'; readonly outputs: NetOutput[] }
  | { readonly id: number; readonly ok: true; readonly kind: 'closed' }
  | {
      readonly id: number;
      readonly ok: false;
      readonly error: { readonly name: string; readonly message: string };
    };

/** The part of a Worker (page side) or of a worker's global scope (worker side) that is used. */
export interface MessagePortLike {
  /** Only ArrayBuffers are transferred here (a structural stand-in for the DOM's Transferable). */
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}
