import type { Knex } from 'knex';
import type { ContactView } from '@more-ai/contracts/api/admin';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  message: string;
  status: ContactView['status'];
  admin_notes: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = ['id', 'name', 'email', 'message', 'status', 'admin_notes', 'created_at', 'updated_at'] as const;

/** One page of the admins' Contacts table: newest message first (ties by id, so pages never overlap), and how many there are. */
export async function contactsPage(db: Knex, page: number, limit: number): Promise<{ contacts: ContactView[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db('rm_contacts.contact_messages')
      .select(COLUMNS)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset((page - 1) * limit)
      .limit(limit) as Promise<ContactRow[]>,
    db('rm_contacts.contact_messages').count<{ count: string }[]>({ count: '*' }),
  ]);
  return { contacts: rows.map(contactViewOf), total: Number(counted[0]?.count ?? 0) };
}

/** One message as the Contacts table shows it; undefined when the read model has none under `id`. */
export async function contactView(db: Knex, id: string): Promise<ContactView | undefined> {
  const row: ContactRow | undefined = await db('rm_contacts.contact_messages').where({ id }).first(COLUMNS);
  return row && contactViewOf(row);
}

function contactViewOf(row: ContactRow): ContactView {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    status: row.status,
    adminNotes: row.admin_notes ?? '',
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
