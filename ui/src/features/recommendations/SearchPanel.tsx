import { Button, Card, Classes, Collapse, Tag, TextArea } from '@blueprintjs/core';
import { useDeferredValue, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { canAsk, countFilters, DESCRIPTION_MAX } from './filters';
import { FilterPanel } from './FilterPanel';
import { isExhausted } from './quota';
import { QuotaBar } from './QuotaBar';
import { descriptionChanged, filterPanelToggled, recommendationsRequested } from './slice';

/**
 * A browser that sizes a text field to its content in CSS (field-sizing, recommendations.css) grows the
 * prompt as it is typed without script, in a plain textarea styled as Blueprint's. Elsewhere Blueprint's
 * TextArea does it with autoResize. Blueprint's measures the field as it mounts, even without
 * autoResize, which made the browser lay the whole page out in the middle of the screen's first render.
 */
const GROWS_BY_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
const PROMPT_CLASSES = [Classes.INPUT, Classes.TEXT_AREA, Classes.LARGE, Classes.FILL, 'search-panel__input'].join(' ');

const FILTER_PANEL_ID = 'recommendation-filters';

/** SPEC §2: the prompt box, the send button, the filter toggle and the quota bar. */
export function SearchPanel() {
  const dispatch = useAppDispatch();
  const { description, filters, filtersOpen, status, quota } = useAppSelector((state) => state.recommendations);
  // The closed filter panel (a dozen fields, and a Collapse that measures itself as it mounts) joins the
  // page just after the screen's first render rather than in it, unless it is open already.
  const filtersMounted = useDeferredValue(true, filtersOpen);
  const picked = countFilters(filters);
  const loading = status === 'loading';
  // SPEC §5 send rule; an exhausted allowance would only be refused by the server.
  const sendable = canAsk(description, filters) && !isExhausted(quota) && !loading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendable) dispatch(recommendationsRequested());
  };
  // Enter sends, as in a search box; Shift+Enter still starts a new line.
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const promptProps = {
    id: 'recommendation-prompt',
    rows: 2,
    maxLength: DESCRIPTION_MAX,
    placeholder: 'e.g. award-winning Korean dramas with a twist',
    value: description,
    disabled: loading,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => dispatch(descriptionChanged(event.target.value)),
    onKeyDown: sendOnEnter,
  };

  return (
    <Card className="search-panel" elevation={2}>
      <form onSubmit={submit} aria-label="Ask for recommendations">
        <label htmlFor="recommendation-prompt" className="search-panel__label">
          What do you feel like watching?
        </label>
        <div className="search-panel__prompt">
          {GROWS_BY_ITSELF ? (
            <textarea className={PROMPT_CLASSES} {...promptProps} />
          ) : (
            <TextArea className="search-panel__input" fill autoResize size="large" {...promptProps} />
          )}
          <Button
            type="submit"
            intent="primary"
            size="large"
            icon="send-message"
            className="search-panel__send"
            disabled={!sendable}
            loading={loading}
          >
            Get recommendations
          </Button>
        </div>
        <div className="search-panel__tools">
          <Button
            variant="minimal"
            icon="filter"
            endIcon={filtersOpen ? 'chevron-up' : 'chevron-down'}
            aria-expanded={filtersOpen}
            aria-controls={FILTER_PANEL_ID}
            onClick={() => dispatch(filterPanelToggled())}
          >
            Filters{' '}
            {picked > 0 && (
              <Tag round intent="primary">
                {picked}
              </Tag>
            )}
          </Button>
          <span className="search-panel__hint">
            {canAsk(description, filters)
              ? `${description.length}/${DESCRIPTION_MAX}`
              : 'Describe what you want, or pick at least 2 filters'}
          </span>
        </div>
        {(filtersMounted || filtersOpen) && (
          <Collapse isOpen={filtersOpen} keepChildrenMounted>
            <FilterPanel id={FILTER_PANEL_ID} />
          </Collapse>
        )}
      </form>
      <QuotaBar />
    </Card>
  );
}
