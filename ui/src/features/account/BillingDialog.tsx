import './account.css';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector, useStartOnChange } from '../../app/hooks';
import { isIndia, type Country, type State } from '../locations/location';
import { PlaceSuggest } from '../locations/PlaceSuggest';
import { countriesRequested, statesRequested } from '../locations/slice';
import { addressFields, canSaveBilling, draftFrom, updateFrom, type BillingDraft } from './billing-info';
import { GstNote } from './GstNote';
import { billingDialogClosed, billingSubmitted } from './slice';

/**
 * SPEC §2, §5 'Billing Information': a country, a state only (and required) for India, and an
 * optional address. 'Next' when the user has no billing info yet or checkout asks for it first,
 * 'Update' when editing it. Checkout shows its own copy (`host`), on screens without /me's.
 */
export function BillingDialog({ host = 'account' }: { host?: 'account' | 'checkout' }) {
  const dispatch = useAppDispatch();
  const { billingDialogOpen, billingDialogPurpose, billing, savingBilling, billingError } = useAppSelector((state) => state.account);
  const open = billingDialogOpen && (billingDialogPurpose === 'account') === (host === 'account');
  const submitText = billingDialogPurpose === 'checkoutNext' || (billingDialogPurpose === 'account' && !billing) ? 'Next' : 'Update';
  const prefilled = useMemo(() => draftFrom(billing), [billing]);
  const [draft, setDraft] = useState<BillingDraft>(prefilled);

  // Every opening starts from what is saved.
  useStartOnChange(open ? prefilled : null, (saved) => saved && setDraft(saved));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const update = updateFrom(draft);
    if (update && canSaveBilling(draft, prefilled)) dispatch(billingSubmitted(update));
  };

  return (
    <Dialog
      isOpen={open}
      onClose={() => dispatch(billingDialogClosed())}
      title="Billing Information"
      icon="map-marker"
      className="billing-dialog"
    >
      <form onSubmit={submit} noValidate aria-label="Billing Information">
        <DialogBody>
          {billingError && (
            <Callout intent="danger" icon="error" role="alert" className="billing-dialog__error">
              {billingError}
            </Callout>
          )}
          <BillingPlaceFields draft={draft} onChange={setDraft} disabled={savingBilling} />
          <fieldset className="billing-dialog__address" disabled={savingBilling}>
            <legend>Address (Optional)</legend>
            <div className="billing-dialog__grid">
              {addressFields.map(({ key, label, autoComplete }) => (
                <FormGroup key={key} label={label} labelFor={`billing-${key}`} className={`billing-dialog__${key}`}>
                  <InputGroup
                    id={`billing-${key}`}
                    name={key}
                    autoComplete={autoComplete}
                    value={draft[key]}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                  />
                </FormGroup>
              ))}
            </div>
          </fieldset>
          <GstNote country={draft.country} state={draft.state} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" disabled={savingBilling} onClick={() => dispatch(billingDialogClosed())} />
              <Button type="submit" intent="primary" loading={savingBilling} disabled={!canSaveBilling(draft, prefilled)}>
                {submitText}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}

function BillingPlaceFields({
  draft,
  onChange,
  disabled,
}: {
  draft: BillingDraft;
  onChange: (draft: BillingDraft) => void;
  disabled: boolean;
}) {
  const dispatch = useAppDispatch();
  const { countriesStatus, countries, states } = useAppSelector((state) => state.locations);
  const india = isIndia(draft.country);
  const countryStates = draft.country ? states[draft.country._id] : undefined;

  useEffect(() => {
    if (countriesStatus === 'idle') dispatch(countriesRequested());
  }, [dispatch, countriesStatus]);

  // SPEC §5: the state list is loaded only for India.
  useEffect(() => {
    if (india && draft.country && !countryStates) dispatch(statesRequested(draft.country._id));
  }, [dispatch, india, draft.country, countryStates]);

  const chooseCountry = (country: Country) => {
    // SPEC §5: changing the country clears the state.
    if (country._id !== draft.country?._id) onChange({ ...draft, country, state: null });
  };

  return (
    <>
      <FormGroup
        label="Country"
        labelFor="billing-country"
        labelInfo="(required)"
        intent={countriesStatus === 'failed' ? 'danger' : 'none'}
        helperText={
          countriesStatus === 'failed' && (
            <>
              Countries could not be loaded.{' '}
              <Button variant="minimal" size="small" intent="primary" text="Try again" onClick={() => dispatch(countriesRequested())} />
            </>
          )
        }
      >
        <PlaceSuggest<Country>
          id="billing-country"
          items={countries}
          selected={draft.country}
          onSelect={chooseCountry}
          placeholder="Search countries"
          noResults="No matching country"
          loading={countriesStatus === 'loading'}
          disabled={disabled}
        />
      </FormGroup>
      {india && (
        <FormGroup label="State" labelFor="billing-state" labelInfo="(required)">
          <PlaceSuggest<State>
            id="billing-state"
            items={countryStates?.list ?? []}
            selected={draft.state}
            onSelect={(state) => onChange({ ...draft, state })}
            placeholder="Search states"
            noResults="No matching state"
            loading={countryStates?.status === 'loading'}
            disabled={disabled}
          />
        </FormGroup>
      )}
    </>
  );
}
