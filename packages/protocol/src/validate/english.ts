/**
 * Zod's English issue texts ("Invalid input: expected number, received string"). zod/mini loads
 * no locale, so its own texts are a bare "Invalid input"; the parsers whose refusals people read
 * (the server's socket frames, forms and path parameters) pass this to every parse. It is made
 * on first use, so a bundle that never calls those parsers does not carry the texts.
 */
import * as z from 'zod/mini';

let english: z.core.ParseContext<z.core.$ZodIssue> | undefined;

export function inEnglish(): z.core.ParseContext<z.core.$ZodIssue> {
  english ??= { error: z.locales.en().localeError };
  return english;
}
