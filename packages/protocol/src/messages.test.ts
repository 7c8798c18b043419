import { describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES } from './messages.ts';

describe('messages', () => {
  it.each<[keyof typeof MESSAGES, string]>([
    ['networkDisconnected', 'Your network connection is disconnected.'],
    ['loggedInElsewhere', 'This account is logged in on another device, leaving this page soon.'],
    ['pleaseLogIn', 'Please log in first.'],
    ['askMoveNeedsBeans', 'Ask a move costs 2 beans per time, please buy beans.'],
    ['beansInsufficient', 'Your bean balance is insufficient, please top up.'],
    ['complaintSubmitted', 'Your complaint has been submitted.'],
    ['invitationRefused', 'The opponent refused your invitation.'],
    ['countingRequestRefused', 'The opponent refused your counting request, please continue.'],
    ['countingResultRefused', 'The opponent does not agree with the counting result, please continue.'],
    ['takeBackRefused', 'The opponent refused your take-back request.'],
    ['requestSent', 'Request sent, waiting for the opponent to accept.'],
    ['saved', 'Saved successfully.'],
    ['timeRanOut', 'Your time ran out.'],
    ['countingLimit', 'Counting request exceeded 5 times, call referee or pass'],
    ['countingTooEarly', 'Counting must be requested after {{num}} moves'],
    ['countingWait', 'Please wait 30 seconds before requesting counting again'],
    ['countingNeedsMove', 'Counting can be requested only after a move'],
  ])('%s is the seed’s text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillMessage(MESSAGES.countingTooEarly, { num: 60 })).toBe(
      'Counting must be requested after 60 moves',
    );
    expect(fillMessage('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
    expect(fillMessage('{{toString}}', {})).toBe('{{toString}}');
  });
});
