import { z } from 'zod';
import { requiredText } from '../text';
import { commandAnswer, ok, route } from './contract';

/** Contact Us form (SPEC §2, §5): Name, Email, Message, all required. */
export const SubmitContactMessageInput = z.object({
  name: requiredText({ label: 'Name', max: 100 }),
  email: requiredText({ label: 'Email', max: 254 }).pipe(z.email('Please enter a valid email address')),
  message: requiredText({ label: 'Message', max: 5000, multiline: true }),
});
export type SubmitContactMessageInput = z.output<typeof SubmitContactMessageInput>;

export const submitContactMessage = route({
  method: 'post',
  path: '/api/contacts/submit',
  operationId: 'submitContactMessage',
  summary: "Send the Contact Us form's message",
  tag: 'Contact',
  access: 'public',
  request: { body: SubmitContactMessageInput },
  responses: { 201: ok('Received', commandAnswer({ message: z.string(), contactId: z.string() })) },
});

export const contactContracts = [submitContactMessage];
