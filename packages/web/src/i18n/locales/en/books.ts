/** Record books: saving positions and full records, browsing books and chapters. */
export const books = {} as const;
