export interface SubmitContactMessage {
  type: 'SubmitContactMessage';
  contactId: string;
  name: string;
  email: string;
  message: string;
}

export type ContactCommand = SubmitContactMessage;
