import { expect } from 'chai';
import { describe, it } from 'mocha';
import { meetsPasswordRules } from './password-rules';
import { canCreateAccount, emptySignupForm, missingSignupFields, signupHelpers, signupProblem } from './signup-form';

const form = {
  username: 'asha',
  email: 'asha@example.com',
  password: 'Popcorn#2025',
  confirmPassword: 'Popcorn#2025',
  acceptedTerms: true,
};

describe('Signup form rules (SPEC §5, §9)', () => {
  it('wants 8+ characters, a digit and one of ! @ # $ % ^ & *', () => {
    expect(meetsPasswordRules('Popcorn#2025')).to.equal(true);
    expect(meetsPasswordRules('Pop#123')).to.equal(false, 'seven characters');
    expect(meetsPasswordRules('Popcorn#night')).to.equal(false, 'no digit');
    expect(meetsPasswordRules('Popcorn2025')).to.equal(false, 'no special');
    expect(meetsPasswordRules('Popcorn-2025')).to.equal(false, 'a special outside the list');
  });

  it('keeps Create account disabled until the password is valid and confirmed and the terms are ticked', () => {
    expect(canCreateAccount(emptySignupForm)).to.equal(false);
    expect(canCreateAccount({ ...form, acceptedTerms: false })).to.equal(false);
    expect(canCreateAccount({ ...form, confirmPassword: 'Popcorn#2026' })).to.equal(false);
    expect(canCreateAccount({ ...form, password: 'popcorn', confirmPassword: 'popcorn' })).to.equal(false);
    expect(canCreateAccount(form)).to.equal(true);
  });

  it('shows the helpers "Password doesn\'t meet requirements" and "Passwords don\'t match" only for typed fields', () => {
    expect(signupHelpers(emptySignupForm)).to.deep.equal({});
    expect(signupHelpers({ ...form, password: 'popcorn', confirmPassword: '' })).to.deep.equal({
      password: "Password doesn't meet requirements",
    });
    expect(signupHelpers({ ...form, confirmPassword: 'Popcorn#2026' })).to.deep.equal({ confirmPassword: "Passwords don't match" });
  });

  it('names what stops the form: missing fields, the password rules, the confirmation, the terms', () => {
    expect(missingSignupFields({ ...form, username: '  ', email: '' })).to.deep.equal({
      username: 'Username is required',
      email: 'Email is required',
    });
    expect(signupProblem({ ...form, password: 'popcorn', confirmPassword: 'popcorn' })).to.equal('Password does not meet requirements');
    expect(signupProblem({ ...form, confirmPassword: 'Popcorn#2026' })).to.equal('Passwords do not match');
    expect(signupProblem({ ...form, acceptedTerms: false })).to.equal('Please accept the Terms of service to continue');
    expect(signupProblem(form)).to.equal(null);
  });
});
