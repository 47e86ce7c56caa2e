import type { submitContactMessage } from '@more-ai/contracts/api/contacts';
import type { AnswerOf } from '@more-ai/contracts/api/contract';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import { notify } from '../notifications/slice';
import type { ContactForm } from './contact-form';
import { selectContact } from './selectors';
import { contactFailed, contactSent, contactSubmitted, type ContactState } from './slice';

type ContactSubmitted = AnswerOf<typeof submitContactMessage, 201>;

export function* contactSaga() {
  yield takeLeading(contactSubmitted.type, sendContactMessage);
}

/** SPEC §8: success shows the server's message; failure its message, else 'Failed to send message'. */
function* sendContactMessage() {
  const { form, sending }: ContactState = yield select(selectContact);
  // The reducer only starts sending a complete form; anything else stays on screen with its errors.
  if (!sending) return;
  try {
    const body: ContactForm = { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
    const answer: ContactSubmitted = yield call(api.post, '/contacts/submit', body);
    yield put(contactSent());
    yield put(notify(answer.message, 'success'));
  } catch (error) {
    yield put(contactFailed());
    yield put(notify(errorMessage(error, 'Failed to send message'), 'error'));
  }
}
