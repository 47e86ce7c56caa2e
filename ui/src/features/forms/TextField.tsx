import type { ChangeEvent, ReactNode } from 'react';
import { FormGroup, InputGroup, type Intent } from '@blueprintjs/core';
import { PasswordInput } from '../auth/PasswordInput';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown under the field in red; the field is marked invalid while it is set. */
  error?: ReactNode;
  /** Shown under the field instead of (or beside) the error, e.g. the password rules. */
  helperText?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  labelInfo?: string;
  disabled?: boolean;
}

/**
 * One labelled input of the app's forms: Blueprint's FormGroup with the input, both in the danger
 * intent while the field has an error, announced as invalid to assistive technology.
 */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  helperText,
  type = 'text',
  autoComplete,
  labelInfo,
  disabled,
}: TextFieldProps) {
  const intent: Intent = error ? 'danger' : 'none';
  const input = {
    id,
    name,
    size: 'large' as const,
    autoComplete,
    required: true,
    value,
    disabled,
    intent,
    'aria-invalid': Boolean(error),
    onChange,
  };
  return (
    <FormGroup label={label} labelFor={id} labelInfo={labelInfo} intent={intent} helperText={helperText ?? error}>
      {type === 'password' ? <PasswordInput {...input} /> : <InputGroup {...input} type={type} />}
    </FormGroup>
  );
}
