import { Button, InputGroup, Tooltip, type InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';

/** A password field whose text the user can reveal to check what they typed. */
export function PasswordInput(props: Omit<InputGroupProps, 'type' | 'rightElement'>) {
  const [shown, setShown] = useState(false);
  const label = shown ? 'Hide password' : 'Show password';
  return (
    <InputGroup
      {...props}
      type={shown ? 'text' : 'password'}
      rightElement={
        <Tooltip content={label} placement="top">
          <Button
            variant="minimal"
            icon={shown ? 'eye-off' : 'eye-open'}
            aria-label={label}
            aria-pressed={shown}
            disabled={props.disabled}
            onClick={() => setShown((value) => !value)}
          />
        </Tooltip>
      }
    />
  );
}
