import type { PersonFilms } from '@more-ai/contracts/api/browse';
import { call, put, takeLatest } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import { personFailed, personLoaded, personNotFound, personRequested } from './slice';

export function* peopleSaga() {
  yield takeLatest(personRequested.type, loadPerson);
}

function* loadPerson({ payload: name }: ReturnType<typeof personRequested>) {
  try {
    const person: PersonFilms = yield call(api.get, `/people/${encodeURIComponent(name)}`);
    yield put(personLoaded({ name, person }));
  } catch (error) {
    if (error instanceof ApiRequestFailed && error.status === 404) yield put(personNotFound(name));
    else yield put(personFailed({ name, error: errorMessage(error, 'Failed to load this person') }));
  }
}
