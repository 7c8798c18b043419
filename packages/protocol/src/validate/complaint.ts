/** A complaint before it is posted (seed 000 section 5): a known reason, and text for "other". */
import { err, ok, type Result } from '@tengen/core';
import { COMPLAINT_REASON, type ComplaintReason } from '../constants/results.ts';

/** Tengen's cap on the free text of reason 100. */
export const COMPLAINT_TEXT_MAX = 500;

export interface Complaint {
  readonly reason: ComplaintReason;
  /** The free text, trimmed: required for reason 100, optional ('' when none) for 1 and 2. */
  readonly content: string;
}

export type ComplaintError = 'BAD_REASON' | 'TEXT_REQUIRED' | 'TEXT_TOO_LONG';

export function validateComplaint(reason: number, content = ''): Result<Complaint, ComplaintError> {
  if (
    reason !== COMPLAINT_REASON.abuse &&
    reason !== COMPLAINT_REASON.stalling &&
    reason !== COMPLAINT_REASON.other
  )
    return err('BAD_REASON');
  const text = content.trim();
  if (text === '' && reason === COMPLAINT_REASON.other) return err('TEXT_REQUIRED');
  if (Array.from(text).length > COMPLAINT_TEXT_MAX) return err('TEXT_TOO_LONG');
  return ok({ reason, content: text });
}
