import { z } from 'zod';
import { requiredText } from '@more-ai/contracts/text';

/** Contact Us form (SPEC §2, §5): Name, Email, Message, all required. */
export const SubmitContactMessageInput = z.object({
  name: requiredText({ label: 'Name', max: 100 }),
  email: requiredText({ label: 'Email', max: 254 }).pipe(z.email('Please enter a valid email address')),
  message: requiredText({ label: 'Message', max: 5000, multiline: true }),
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
