import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { api } from '../../api/client';
import type { Country, State } from './location';
import { countriesFailed, countriesLoaded, countriesRequested, statesFailed, statesLoaded, statesRequested } from './slice';

export function* locationsSaga() {
  yield takeLeading(countriesRequested.type, loadCountries);
  yield takeEvery(statesRequested.type, loadStates);
}

function* loadCountries() {
  try {
    const countries: Country[] = yield call(api.get, '/countries');
    yield put(countriesLoaded(countries));
  } catch {
    yield put(countriesFailed());
  }
}

function* loadStates({ payload: countryId }: ReturnType<typeof statesRequested>) {
  try {
    const states: State[] = yield call(api.get, `/states/country/${encodeURIComponent(countryId)}`);
    yield put(statesLoaded({ countryId, states }));
  } catch {
    yield put(statesFailed(countryId));
  }
}
