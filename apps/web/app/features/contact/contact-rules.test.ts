import { describe, expect, it } from 'vitest';
import { contactProblems } from './contact-rules';

const valid = {
  name: 'Anna',
  surname: 'Nowak',
  email: 'anna@example.pl',
  message: 'Czy torebka Aurelia jest w kolorze bordo?',
};

describe('contact form rules', () => {
  it('accept a complete message', () => {
    expect(contactProblems(valid)).toEqual({});
  });

  it('require every field, ignoring spaces', () => {
    expect(contactProblems({ name: ' ', surname: '', email: '', message: '  ' })).toEqual({
      name: 'required',
      surname: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('reject an address that is not an e-mail', () => {
    expect(contactProblems({ ...valid, email: 'anna@' }).email).toBe('email');
    expect(contactProblems({ ...valid, email: 'anna example.pl' }).email).toBe('email');
  });

  it('want a message of 10 to 5000 characters', () => {
    expect(contactProblems({ ...valid, message: 'Za krótko' }).message).toBe('too_short');
    expect(contactProblems({ ...valid, message: 'a'.repeat(5001) }).message).toBe('too_long');
    expect(contactProblems({ ...valid, message: 'a'.repeat(5000) }).message).toBeUndefined();
  });
});
