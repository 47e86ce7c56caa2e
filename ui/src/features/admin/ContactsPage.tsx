import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Tag, TextArea } from '@blueprintjs/core';
import { CONTACT_PAGE_SIZES, CONTACT_STATUSES } from '@more-ai/contracts/api/admin';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useStartOnChange } from '../../app/hooks';
import { AdminPageFrame } from './AdminPageFrame';
import { AdminTable, Pager, type AdminColumn } from './AdminTable';
import { capitalised, contactStatusIntent, formatDate, formatDateTime, messagePreview } from './format';
import { selectContacts } from './selectors';
import {
  contactEditClosed,
  contactEditOpened,
  contactsPageChanged,
  contactsRequested,
  contactUpdateRequested,
  type AdminContact,
  type ContactsPageSize,
} from './slice';
import { useAdminSelector } from './store';

/** SPEC §2 'Admin screens' Contacts: the Contact Us messages, newest first, page by page. */
export function ContactsPage() {
  const dispatch = useAppDispatch();
  const contacts = useAdminSelector(selectContacts);

  useEffect(() => {
    dispatch(contactsRequested());
  }, [dispatch]);

  const columns = useMemo(() => contactColumns((contact) => dispatch(contactEditOpened(contact))), [dispatch]);

  return (
    <AdminPageFrame title="Contacts">
      <AdminTable
        label="Contact messages"
        columns={columns}
        rows={contacts.rows}
        rowHeight={48}
        status={contacts.status}
        empty={{ icon: 'envelope', title: 'No messages yet', description: 'Messages sent through Contact Us appear here.' }}
        failedTitle="Failed to fetch contacts"
        onRetry={() => dispatch(contactsRequested())}
      />
      <Pager
        label="Contact messages"
        page={contacts.page}
        pageSize={contacts.limit}
        total={contacts.total}
        onPage={(page) => dispatch(contactsPageChanged({ page }))}
        sizes={{
          options: CONTACT_PAGE_SIZES,
          onSize: (size) => dispatch(contactsPageChanged({ page: 1, limit: size as ContactsPageSize })),
        }}
      />
      <ContactDialog />
    </AdminPageFrame>
  );
}

function contactColumns(onEdit: (contact: AdminContact) => void): AdminColumn<AdminContact>[] {
  return [
    { name: 'Name', width: 140, grow: 1, render: (contact) => <strong>{contact.name}</strong> },
    { name: 'Email', width: 190, grow: 1, render: (contact) => contact.email },
    { name: 'Message', width: 260, grow: 3, render: (contact) => messagePreview(contact.message) },
    {
      name: 'Status',
      width: 100,
      render: (contact) => (
        <Tag round intent={contactStatusIntent(contact.status)}>
          {capitalised(contact.status)}
        </Tag>
      ),
    },
    { name: 'Date', width: 150, render: (contact) => formatDate(contact.createdAt) },
    {
      name: 'Edit',
      width: 80,
      interactive: true,
      render: (contact) => (
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          aria-label={`Edit the message from ${contact.name}`}
          onClick={() => onEdit(contact)}
        />
      ),
    },
  ];
}

/** SPEC §2: 'Update Contact Status', with the whole message, its status and the admin's notes. */
function ContactDialog() {
  const dispatch = useAppDispatch();
  const { editing, saving } = useAdminSelector(selectContacts);
  const [status, setStatus] = useState<AdminContact['status']>('new');
  const [notes, setNotes] = useState('');
  useStartOnChange(editing, (contact) => {
    if (!contact) return;
    setStatus(contact.status);
    setNotes(contact.adminNotes);
  });
  const close = () => dispatch(contactEditClosed());

  return (
    <Dialog isOpen={editing !== null} onClose={close} title="Update Contact Status" icon="envelope" className="admin-dialog">
      {editing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(contactUpdateRequested({ id: editing._id, status, adminNotes: notes }));
          }}
        >
          <DialogBody>
            <dl className="admin-facts admin-facts--compact">
              <div className="admin-facts__row">
                <dt>From</dt>
                <dd>
                  {editing.name} ({editing.email})
                </dd>
              </div>
              <div className="admin-facts__row">
                <dt>Sent</dt>
                <dd>{formatDateTime(editing.createdAt)}</dd>
              </div>
            </dl>
            <blockquote className="admin-contact__message">{editing.message}</blockquote>
            <FormGroup label="Status" labelFor="contact-status">
              <HTMLSelect
                id="contact-status"
                value={status}
                disabled={saving}
                fill
                options={CONTACT_STATUSES.map((value) => ({ value, label: capitalised(value) }))}
                onChange={(event) => setStatus(event.currentTarget.value as AdminContact['status'])}
              />
            </FormGroup>
            <FormGroup label="Admin notes" labelFor="contact-notes" labelInfo="(optional)">
              <TextArea
                id="contact-notes"
                value={notes}
                disabled={saving}
                fill
                rows={4}
                maxLength={2000}
                onChange={(event) => setNotes(event.currentTarget.value)}
              />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" variant="minimal" disabled={saving} onClick={close} />
                <Button type="submit" intent="primary" text="Save" loading={saving} />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
