import { Alert, Button, Card } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { accountDeletionConfirmed, deleteDialogClosed, deleteDialogOpened } from './slice';

/** SPEC §2 Account management: deleting the account, after a confirmation. */
export function DeleteAccountCard() {
  const dispatch = useAppDispatch();
  const { deleteDialogOpen, deleting } = useAppSelector((state) => state.account);

  return (
    <Card className="account-card account-card--danger" aria-labelledby="account-management-title">
      <h2 className="account-card__title" id="account-management-title">
        Account management
      </h2>
      <p className="account-card__muted">
        Deleting your account signs you out everywhere and removes your personal details for good. Your email and username become free to
        use again.
      </p>
      <Button intent="danger" icon="trash" text="Delete account" onClick={() => dispatch(deleteDialogOpened())} />
      <Alert
        isOpen={deleteDialogOpen}
        intent="danger"
        icon="trash"
        cancelButtonText="Cancel"
        confirmButtonText="Delete my account"
        loading={deleting}
        canEscapeKeyCancel={!deleting}
        onCancel={() => dispatch(deleteDialogClosed())}
        onConfirm={() => dispatch(accountDeletionConfirmed())}
      >
        <h3 className="account-alert__title">Delete your account?</h3>
        <p>Your profile, watchlists, favorites and billing details will be deleted. This cannot be undone.</p>
      </Alert>
    </Card>
  );
}
