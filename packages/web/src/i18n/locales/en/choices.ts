/** The move-choice panel (A to E) and the choices shown after the game. */
export const choices = {} as const;
