import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useAppDispatch, useStartOnChange } from '../../app/hooks';
import { TextField } from '../forms/TextField';
import { meetsPasswordRules, passwordRules } from '../signup/password-rules';
import { selectUsers } from './selectors';
import { createAdminClosed, createAdminRequested, type NewAdmin } from './slice';
import { useAdminSelector } from './store';

const EMPTY: NewAdmin = { username: '', email: '', password: '' };

/** SPEC §2: the superadmin's 'Create Admin' form (username, email, password). */
export function CreateAdminDialog() {
  const dispatch = useAppDispatch();
  const { open, saving } = useAdminSelector(selectUsers).createAdmin;
  const [form, setForm] = useState<NewAdmin>(EMPTY);
  useStartOnChange(open, (opened) => opened && setForm(EMPTY));

  const field = (name: keyof NewAdmin) => ({
    id: `create-admin-${name}`,
    name,
    value: form[name],
    disabled: saving,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });
  const weakPassword = form.password !== '' && !meetsPasswordRules(form.password);
  const ready = form.username.trim() !== '' && form.email.trim() !== '' && meetsPasswordRules(form.password);

  return (
    <Dialog isOpen={open} onClose={() => dispatch(createAdminClosed())} title="Create Admin" icon="new-person" className="admin-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) dispatch(createAdminRequested({ ...form, username: form.username.trim(), email: form.email.trim() }));
        }}
      >
        <DialogBody>
          <TextField {...field('username')} label="Username" autoComplete="off" />
          <TextField {...field('email')} label="Email" type="email" autoComplete="off" />
          <TextField
            {...field('password')}
            label="Password"
            type="password"
            autoComplete="new-password"
            error={weakPassword ? "Password doesn't meet requirements" : undefined}
            helperText={passwordRules.map((rule) => rule.label).join(' · ')}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" disabled={saving} onClick={() => dispatch(createAdminClosed())} />
              <Button type="submit" intent="primary" text="Create Admin" loading={saving} disabled={!ready} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
