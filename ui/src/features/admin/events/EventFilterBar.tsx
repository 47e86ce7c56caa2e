import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useStartOnChange } from '../../../app/hooks';
import { isoOfLocalInput, localInputOf, searchOf, type EventLogFilters } from './filters';

export interface EventFilterBarProps {
  readonly filters: EventLogFilters;
  /** The event types seen so far, offered by the type field (free text stays allowed). */
  readonly typesSeen: readonly string[];
  readonly onApply: (filters: EventLogFilters) => void;
}

interface Fields {
  stream: string;
  type: string;
  user: string;
  correlationId: string;
  from: string;
  to: string;
}

const fieldsOf = (filters: EventLogFilters): Fields => ({
  stream: filters.stream ?? '',
  type: filters.type ?? '',
  user: filters.user ?? '',
  correlationId: filters.correlationId ?? '',
  from: localInputOf(filters.from),
  to: localInputOf(filters.to),
});

/** The event log's filters: edited here, applied to the address (and so to the list and the live tail) on Apply. */
export function EventFilterBar({ filters, typesSeen, onApply }: EventFilterBarProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(filters));
  // A link (a correlation, a user) changes the filters from outside: the fields follow.
  useStartOnChange(searchOf(filters), () => setFields(fieldsOf(filters)));

  const set = (name: keyof Fields) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      stream: fields.stream.trim() || undefined,
      type: fields.type.trim() || undefined,
      user: fields.user.trim() || undefined,
      correlationId: fields.correlationId.trim() || undefined,
      from: isoOfLocalInput(fields.from),
      to: isoOfLocalInput(fields.to),
    });
  };

  return (
    <form className="event-filters" role="search" aria-label="Filter events" onSubmit={apply}>
      <FormGroup label="Stream" labelFor="event-filter-stream" className="event-filters__field">
        <InputGroup id="event-filter-stream" value={fields.stream} onChange={set('stream')} placeholder="Account-…" spellCheck={false} />
      </FormGroup>
      <FormGroup label="Event type" labelFor="event-filter-type" className="event-filters__field">
        <InputGroup
          id="event-filter-type"
          value={fields.type}
          onChange={set('type')}
          placeholder="Any type"
          spellCheck={false}
          list="event-filter-types"
        />
        <datalist id="event-filter-types">
          {typesSeen.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </FormGroup>
      <FormGroup label="User id" labelFor="event-filter-user" className="event-filters__field">
        <InputGroup id="event-filter-user" value={fields.user} onChange={set('user')} placeholder="Actor or subject" spellCheck={false} />
      </FormGroup>
      <FormGroup label="Correlation id" labelFor="event-filter-correlation" className="event-filters__field">
        <InputGroup id="event-filter-correlation" value={fields.correlationId} onChange={set('correlationId')} spellCheck={false} />
      </FormGroup>
      <FormGroup label="From" labelFor="event-filter-from" className="event-filters__field event-filters__field--time">
        <InputGroup id="event-filter-from" type="datetime-local" value={fields.from} onChange={set('from')} />
      </FormGroup>
      <FormGroup label="To" labelFor="event-filter-to" className="event-filters__field event-filters__field--time">
        <InputGroup id="event-filter-to" type="datetime-local" value={fields.to} onChange={set('to')} />
      </FormGroup>
      <div className="event-filters__actions">
        <Button type="submit" intent="primary" icon="filter" text="Apply" />
        <Button type="button" variant="minimal" text="Clear" onClick={() => onApply({})} />
      </div>
    </form>
  );
}
