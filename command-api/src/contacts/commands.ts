import type { ContactStatus } from '@more-ai/events/catalog/index';

export interface SubmitContactMessage {
  type: 'SubmitContactMessage';
  contactId: string;
  name: string;
  email: string;
  message: string;
}

/** An admin sets the message's status and notes (the admin is the command's actor). */
export interface UpdateContactStatus {
  type: 'UpdateContactStatus';
  status: ContactStatus;
  adminNotes: string;
}

export type ContactCommand = SubmitContactMessage | UpdateContactStatus;
