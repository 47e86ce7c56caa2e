import type { AdminUserSort, UsersQuery } from './slice';

/** Clicking the sorted column turns its order round; another column sorts ascending, Joined newest first. */
export function nextSort(query: Pick<UsersQuery, 'sort' | 'order'>, sort: AdminUserSort): Pick<UsersQuery, 'sort' | 'order'> {
  if (query.sort === sort) return { sort, order: query.order === 'asc' ? 'desc' : 'asc' };
  return { sort, order: sort === 'createdAt' ? 'desc' : 'asc' };
}
