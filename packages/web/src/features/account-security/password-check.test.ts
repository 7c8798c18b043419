import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from './password-check.ts';

describe('the password change form', () => {
  const fields = { oldPassword: 'old-password', newPassword: 'new-password', confirm: 'new-password' };

  it('may be sent when every field is right', () => {
    expect(passwordChangeProblem(fields)).toBeNull();
  });

  it('names the first problem', () => {
    expect(passwordChangeProblem({ ...fields, oldPassword: '' })).toBe('oldRequired');
    expect(passwordChangeProblem({ ...fields, newPassword: 'short', confirm: 'short' })).toBe('weak');
    expect(passwordChangeProblem({ ...fields, newPassword: 'x'.repeat(129) })).toBe('weak');
    expect(passwordChangeProblem({ ...fields, newPassword: 'old-password', confirm: 'old-password' })).toBe(
      'same',
    );
    expect(passwordChangeProblem({ ...fields, confirm: 'new-passwort' })).toBe('mismatch');
  });
});
