import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '@atelier/contracts/browser-rules';

export interface ContactDraft {
  name: string;
  surname: string;
  email: string;
  message: string;
}

export type ContactProblem = 'required' | 'email' | 'too_short' | 'too_long';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;

/**
 * What is wrong with the form before it is sent — the same rules as the API's (ContactBody), so a person
 * sees the message at once; the server checks again and its 422 messages win when they differ.
 */
export function contactProblems(draft: ContactDraft): Partial<Record<keyof ContactDraft, ContactProblem>> {
  const problems: Partial<Record<keyof ContactDraft, ContactProblem>> = {};
  for (const field of ['name', 'surname'] as const) {
    const value = draft[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length > NAME_MAX) problems[field] = 'too_long';
  }
  const email = draft.email.trim();
  if (!email) problems.email = 'required';
  else if (!EMAIL.test(email) || email.length > 254) problems.email = 'email';
  const message = draft.message.trim();
  if (!message) problems.message = 'required';
  else if (message.length < CONTACT_MESSAGE_MIN) problems.message = 'too_short';
  else if (message.length > CONTACT_MESSAGE_MAX) problems.message = 'too_long';
  return problems;
}
