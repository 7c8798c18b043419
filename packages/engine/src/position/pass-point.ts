/** The index that stands for a pass where moves are numbered y * size + x. */
export const PASS_POINT = -1;
