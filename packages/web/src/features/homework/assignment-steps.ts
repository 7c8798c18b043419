/**
 * Previous and next from a problem opened for an assignment (docs/homework.md): the
 * assignment's own order, with `?assignment=` kept; past its last problem, or from a problem
 * that is not in it, the collection's order without the assignment (practice, saved as such).
 */
import type { AssignmentResponse } from '@tengen/protocol';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';

export interface ProblemSteps {
  /** The assignment the page's attempts count for; null when the problem is not in it. */
  readonly assignment: number | null;
  /** Where Previous and Next go; null for none. */
  readonly previous: string | null;
  readonly next: string | null;
}

interface Here {
  readonly collection: string;
  readonly number: number;
  /** The collection's neighbours (the problem's page data). */
  readonly previous: number | null;
  readonly next: number | null;
}

const problemHref = (collection: string, number: number, assignment: number | null) =>
  `/problems/${encodeURIComponent(collection)}/${number}/${assignment === null ? '' : `?assignment=${assignment}`}`;

export function problemSteps(
  here: Here,
  assignment: { readonly id: number; readonly problems: AssignmentResponse['problems'] } | null,
): ProblemSteps {
  const inCollection = (n: number | null) => (n === null ? null : problemHref(here.collection, n, null));
  const at = assignment
    ? assignment.problems.findIndex((p) => p.collection === here.collection && p.number === here.number)
    : -1;
  if (!assignment || at < 0)
    return { assignment: null, previous: inCollection(here.previous), next: inCollection(here.next) };
  const step = (i: number) => {
    const p = assignment.problems[i];
    return p ? problemHref(p.collection, p.number, assignment.id) : null;
  };
  return {
    assignment: assignment.id,
    previous: step(at - 1) ?? inCollection(here.previous),
    next: step(at + 1) ?? inCollection(here.next),
  };
}

/** The steps of the solving page: with `?assignment=` the assignment's problems are read once. */
export function useProblemSteps(
  here: Here | null,
  assignment: number | null,
  token: string | null,
): ProblemSteps {
  const answer = useCall<AssignmentResponse>(
    assignment !== null && token !== null
      ? () => callRoute('getAssignment', { params: { assignmentid: assignment }, token })
      : null,
    String(assignment),
  );
  if (!here) return { assignment, previous: null, next: null };
  if (answer.kind === 'done') return problemSteps(here, { id: assignment!, problems: answer.value.problems });
  // No assignment, none to read (signed out), or none found: the collection's order, practice.
  if (answer.kind === 'failed' || answer.kind === 'idle') return problemSteps(here, null);
  // Still reading the assignment: no step yet, rather than one that loses the assignment.
  return { assignment, previous: null, next: null };
}
