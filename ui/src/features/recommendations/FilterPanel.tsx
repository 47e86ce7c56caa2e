import { Button } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { countFilters, filterGroups } from './filters';
import { filtersCleared, filterToggled } from './slice';

/** SPEC §2: the five filter groups with every option; each option is a toggle. */
export function FilterPanel({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector((state) => state.recommendations.filters);
  const disabled = useAppSelector((state) => state.recommendations.status === 'loading');

  return (
    <div className="filter-panel" id={id}>
      {filterGroups.map(({ key, label, options }) => (
        <fieldset key={key} className="filter-panel__group">
          <legend className="filter-panel__legend">{label}</legend>
          <div className="filter-panel__options">
            {options.map((option) => {
              const selected = filters[key].includes(option);
              return (
                <Button
                  key={option}
                  size="small"
                  variant={selected ? 'solid' : 'outlined'}
                  intent={selected ? 'primary' : 'none'}
                  icon={selected ? 'small-tick' : undefined}
                  aria-pressed={selected}
                  disabled={disabled}
                  className="filter-panel__option"
                  onClick={() => dispatch(filterToggled({ key, value: option }))}
                >
                  {option}
                </Button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {countFilters(filters) > 0 && (
        <Button
          variant="minimal"
          icon="cross"
          className="filter-panel__clear"
          disabled={disabled}
          onClick={() => dispatch(filtersCleared())}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
