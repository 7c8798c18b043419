/** The words of a complaint: its reason and status as keys of the `appeals` namespace, and form checks. */
import {
  COMPLAINT_TEXT_MAX,
  type ComplaintReason,
  type ComplaintStatus,
  validateComplaint,
} from '@tengen/protocol';

export const REASON_KEYS = {
  1: 'reasons.abuse',
  2: 'reasons.stalling',
  100: 'reasons.other',
} as const satisfies Record<ComplaintReason, string>;

/** The seed words the statuses as under review, successful (accepted) and failed (rejected). */
export const STATUS_KEYS = {
  0: 'status.reviewing',
  1: 'status.failed',
  2: 'status.successful',
} as const satisfies Record<ComplaintStatus, string>;

export const REASONS: readonly ComplaintReason[] = [1, 2, 100];

/** What is wrong with the form, as a key of `appeals`, or null when it may be sent. */
export function complaintProblem(reason: ComplaintReason, text: string) {
  const checked = validateComplaint(reason, text);
  if (checked.ok) return null;
  return checked.error === 'TEXT_TOO_LONG'
    ? ('submit.textTooLong' as const)
    : ('submit.textRequired' as const);
}

export { COMPLAINT_TEXT_MAX };
