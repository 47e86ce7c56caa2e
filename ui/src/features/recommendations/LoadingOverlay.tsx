import { Overlay2, Spinner } from '@blueprintjs/core';
import { useRef, type RefObject } from 'react';

/** SPEC §2: while the AI works, the screen waits under 'Getting your recommendations...'. */
export function LoadingOverlay({ isOpen }: { isOpen: boolean }) {
  const box = useRef<HTMLDivElement>(null) as RefObject<HTMLDivElement>;
  return (
    <Overlay2
      isOpen={isOpen}
      childRef={box}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className="recommendations-loading"
      backdropClassName="recommendations-loading__backdrop"
    >
      <div
        ref={box}
        className="recommendations-loading__box"
        role="alertdialog"
        aria-busy="true"
        aria-label="Getting your recommendations..."
      >
        <Spinner size={48} />
        <p>Getting your recommendations...</p>
      </div>
    </Overlay2>
  );
}
