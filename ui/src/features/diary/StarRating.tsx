import { Button } from '@blueprintjs/core';
import { useRef, type KeyboardEvent } from 'react';
import { HALF_STARS, starsLabel } from './diary';

export interface StarRatingProps {
  readonly value: number | null;
  readonly onChange: (rating: number | null) => void;
  /** Names the group for assistive tech. */
  readonly label: string;
}

/**
 * Ten half stars as one radio group: click a star's left or right half, or focus the group and move
 * with the arrow keys (Home and End to the ends), as a radio group is used by keyboard. 'Clear'
 * takes the rating away: a viewing need not be rated.
 */
export function StarRating({ value, onChange, label }: StarRatingProps) {
  const radios = useRef<(HTMLSpanElement | null)[]>([]);
  const checkedIndex = value === null ? -1 : HALF_STARS.indexOf(value);
  // One stop in the tab order: the checked half star, or the first while none is.
  const focusable = checkedIndex === -1 ? 0 : checkedIndex;

  const choose = (index: number) => {
    const bounded = Math.min(HALF_STARS.length - 1, Math.max(0, index));
    onChange(HALF_STARS[bounded]!);
    radios.current[bounded]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowUp: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index - 1,
      Home: 0,
      End: HALF_STARS.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      choose(next);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(index);
    }
  };

  return (
    <div className="star-rating">
      <div className="star-rating__stars" role="radiogroup" aria-label={label}>
        {[0, 1, 2, 3, 4].map((star) => {
          const fill = value === null ? 0 : Math.min(1, Math.max(0, value - star));
          return (
            <span key={star} className="star-rating__star">
              <span className="star-rating__glyph" aria-hidden="true">
                ★
              </span>
              <span className="star-rating__glyph star-rating__glyph--filled" aria-hidden="true" style={{ width: `${fill * 100}%` }}>
                ★
              </span>
              {[0, 1].map((half) => {
                const index = star * 2 + half;
                return (
                  <span
                    key={half}
                    ref={(element) => {
                      radios.current[index] = element;
                    }}
                    className={`star-rating__half star-rating__half--${half ? 'right' : 'left'}`}
                    role="radio"
                    aria-checked={index === checkedIndex}
                    aria-label={starsLabel(HALF_STARS[index]!)}
                    tabIndex={index === focusable ? 0 : -1}
                    onClick={() => choose(index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  />
                );
              })}
            </span>
          );
        })}
      </div>
      <span className="star-rating__value" aria-hidden="true">
        {value === null ? 'Not rated' : value}
      </span>
      {value !== null && (
        <Button variant="minimal" size="small" icon="cross" onClick={() => onChange(null)}>
          Clear rating
        </Button>
      )}
    </div>
  );
}
