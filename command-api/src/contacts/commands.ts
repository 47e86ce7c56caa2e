import { z } from 'zod';

/** Contact Us form (SPEC §2, §5): Name, Email, Message, all required. */
export const SubmitContactMessageInput = z.object({
  name: requiredText('Name', 100),
  email: requiredText('Email', 254).pipe(z.email('Please enter a valid email address')),
  message: requiredText('Message', 5000),
});

export type SubmitContactMessageInput = z.output<typeof SubmitContactMessageInput>;

export interface SubmitContactMessage {
  type: 'SubmitContactMessage';
  contactId: string;
  name: string;
  email: string;
  message: string;
}

export type ContactCommand = SubmitContactMessage;

function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}
