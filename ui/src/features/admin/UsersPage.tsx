import { Alert, AnchorButton, Button, InputGroup, Tag, Tooltip, type Intent } from '@blueprintjs/core';
import { ADMIN_USERS_PAGE_SIZES } from '@more-ai/contracts/api/admin';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import type { SessionUser } from '../auth/session-user';
import { Avatar } from '../layout/Avatar';
import { AdminPageFrame } from './AdminPageFrame';
import { AdminTable, Pager, type AdminColumn } from './AdminTable';
import { CreateAdminDialog } from './CreateAdminDialog';
import { capitalised, formatDate } from './format';
import { canCreateAdmins, statusChangeRefusal } from './permissions';
import { selectUsers } from './selectors';
import { nextSort } from './users-query';
import {
  createAdminOpened,
  usersQueryChanged,
  usersRequested,
  usersSearchTyped,
  userStatusChangeRequested,
  type AdminUser,
  type AdminUserSort,
  type UsersPageSize,
  type UsersQuery,
} from './slice';
import { useAdminSelector } from './store';

const ROLE_INTENT: Record<AdminUser['role'], Intent> = { user: 'none', admin: 'primary', superadmin: 'warning' };

/** SPEC §2 'Admin screens' Users: every account, paged, sorted and searched by the server. */
export function UsersPage() {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectSessionUser);
  const users = useAdminSelector(selectUsers);
  const { query } = users;
  const [search, setSearch] = useState(query.search);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);

  useEffect(() => {
    dispatch(usersRequested());
  }, [dispatch]);

  const columns = useMemo(
    () =>
      userColumns({
        viewer,
        query,
        changing: users.changing,
        onSort: (sort) => dispatch(usersQueryChanged(nextSort(query, sort))),
        onActivate: (user) => dispatch(userStatusChangeRequested({ user, isActive: true })),
        onDeactivate: setDeactivating,
      }),
    [viewer, query, users.changing, dispatch],
  );

  return (
    <AdminPageFrame
      title="Users"
      tools={
        canCreateAdmins(viewer) && (
          <Button icon="new-person" intent="primary" text="Create Admin" onClick={() => dispatch(createAdminOpened())} />
        )
      }
    >
      <div className="admin-toolbar" role="search">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Search by username or email"
          aria-label="Search users by username or email"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            dispatch(usersSearchTyped(event.currentTarget.value));
          }}
          className="admin-toolbar__search"
        />
      </div>

      <AdminTable
        label="Users"
        columns={columns}
        rows={users.rows}
        rowHeight={52}
        status={users.status}
        empty={
          query.search.trim()
            ? { icon: 'search', title: 'No users match', description: `Nobody's username or email contains “${query.search.trim()}”.` }
            : { icon: 'people', title: 'No users yet' }
        }
        failedTitle="The users could not be loaded"
        onRetry={() => dispatch(usersRequested())}
      />
      <Pager
        label="Users"
        page={query.page}
        pageSize={query.limit}
        total={users.total}
        onPage={(page) => dispatch(usersQueryChanged({ page }))}
        sizes={{ options: ADMIN_USERS_PAGE_SIZES, onSize: (size) => dispatch(usersQueryChanged({ limit: size as UsersPageSize })) }}
      />

      <Alert
        isOpen={deactivating !== null}
        intent="danger"
        icon="disable"
        confirmButtonText="Deactivate"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onCancel={() => setDeactivating(null)}
        onConfirm={() => {
          if (deactivating) dispatch(userStatusChangeRequested({ user: deactivating, isActive: false }));
          setDeactivating(null);
        }}
      >
        <p>
          Deactivate <strong>{deactivating?.username}</strong> ({deactivating?.email})?
        </p>
        <p>Their sessions end at once and they cannot sign in until an admin activates the account again.</p>
      </Alert>
      <CreateAdminDialog />
    </AdminPageFrame>
  );
}

interface UserColumnsOptions {
  readonly viewer: SessionUser | null;
  readonly query: UsersQuery;
  readonly changing: readonly string[];
  readonly onSort: (sort: AdminUserSort) => void;
  readonly onActivate: (user: AdminUser) => void;
  readonly onDeactivate: (user: AdminUser) => void;
}

function userColumns({ viewer, query, changing, onSort, onActivate, onDeactivate }: UserColumnsOptions): AdminColumn<AdminUser>[] {
  const sortable = (sort: AdminUserSort) => ({ direction: query.sort === sort ? query.order : null, onSort: () => onSort(sort) });
  return [
    { name: 'Avatar', width: 60, render: (user) => <Avatar name={user.username || user.email} size="small" /> },
    { name: 'Username', width: 150, grow: 3, sort: sortable('username'), render: (user) => <strong>{user.username}</strong> },
    { name: 'Email', width: 210, grow: 3, sort: sortable('email'), render: (user) => user.email },
    {
      name: 'Role',
      width: 100,
      sort: sortable('role'),
      render: (user) => (
        <Tag minimal intent={ROLE_INTENT[user.role]}>
          {capitalised(user.role)}
        </Tag>
      ),
    },
    {
      name: 'Status',
      width: 96,
      sort: sortable('isActive'),
      render: (user) => (
        <Tag round intent={user.isActive ? 'success' : 'danger'}>
          {user.isActive ? 'Active' : 'Inactive'}
        </Tag>
      ),
    },
    { name: 'Joined', width: 140, sort: sortable('createdAt'), render: (user) => formatDate(user.createdAt) },
    {
      name: 'Actions',
      width: 116,
      interactive: true,
      render: (user) => (
        <StatusAction
          user={user}
          refusal={statusChangeRefusal(viewer, user)}
          busy={changing.includes(user._id)}
          onActivate={onActivate}
          onDeactivate={onDeactivate}
        />
      ),
    },
  ];
}

interface StatusActionProps {
  readonly user: AdminUser;
  readonly refusal: string | null;
  readonly busy: boolean;
  readonly onActivate: (user: AdminUser) => void;
  readonly onDeactivate: (user: AdminUser) => void;
}

/** Activate or Deactivate; disabled, with the reason in a tooltip, where the viewer may not. */
function StatusAction({ user, refusal, busy, onActivate, onDeactivate }: StatusActionProps) {
  const text = user.isActive ? 'Deactivate' : 'Activate';
  const label = `${text} ${user.username}`;
  if (refusal) {
    return (
      <Tooltip content={refusal} placement="left">
        <AnchorButton size="small" variant="outlined" text={text} disabled aria-label={`${label}: ${refusal}`} />
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      intent={user.isActive ? 'danger' : 'success'}
      text={text}
      aria-label={label}
      loading={busy}
      onClick={() => (user.isActive ? onDeactivate(user) : onActivate(user))}
    />
  );
}
