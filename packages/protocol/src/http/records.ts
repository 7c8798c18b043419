/**
 * The file name of a game record download: the server sends it in the SGF file's
 * Content-Disposition and the site gives it to the download it saves, so both name it alike.
 */
export function sgfFileName(playId: number): string {
  return `tengen-${playId}.sgf`;
}
