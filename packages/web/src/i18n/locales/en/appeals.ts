/** The complaint box (seed 000 complaints): submitting, the own result, the judge view. */
export const appeals = {} as const;
