import '@blueprintjs/select/lib/css/blueprint-select.css';
import { MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { nameMatches } from './location';

export interface PlaceSuggestProps<T extends { readonly _id: string; readonly name: string }> {
  readonly id: string;
  readonly items: readonly T[];
  readonly selected: T | null;
  readonly onSelect: (item: T) => void;
  readonly placeholder: string;
  readonly noResults: string;
  readonly disabled?: boolean;
  readonly loading?: boolean;
  readonly invalid?: boolean;
}

/** A list of countries or states the user can search by name (SPEC §5), at most 300 px tall (SPEC §9). */
export function PlaceSuggest<T extends { readonly _id: string; readonly name: string }>({
  id,
  items,
  selected,
  onSelect,
  placeholder,
  noResults,
  disabled,
  loading,
  invalid,
}: PlaceSuggestProps<T>) {
  return (
    <Suggest<T>
      items={[...items]}
      selectedItem={selected}
      onItemSelect={onSelect}
      itemPredicate={nameMatches}
      itemsEqual="_id"
      inputValueRenderer={(item) => item.name}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={item._id}
            ref={ref}
            text={item.name}
            active={modifiers.active}
            selected={selected?._id === item._id}
            roleStructure="listoption"
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      noResults={<MenuItem disabled text={noResults} roleStructure="listoption" />}
      resetOnClose
      fill
      disabled={disabled}
      inputProps={{
        id,
        placeholder: loading ? 'Loading...' : placeholder,
        intent: invalid ? 'danger' : 'none',
        'aria-invalid': invalid,
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    />
  );
}
