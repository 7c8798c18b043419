/** At most this many evaluator worker threads (each holds its own copy of the network). */
export const MAX_EVALUATOR_WORKERS = 16;
