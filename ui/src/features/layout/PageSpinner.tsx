import { Spinner } from '@blueprintjs/core';

/** While a screen's code or its first data is on the way. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <Spinner size={40} />
    </div>
  );
}
