// The test page's Web Worker: the engine's WebAssembly evaluator, answering the page.
import { serveEvaluatorInWorker } from '../serve-evaluator.ts';
import type { MessagePortLike } from '../worker-messages.ts';

declare const self: MessagePortLike;

serveEvaluatorInWorker(self);
