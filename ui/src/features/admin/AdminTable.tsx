import '@blueprintjs/table/lib/css/table.css';
import { Button, HTMLSelect, Icon, type IconName } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode, SelectionModes, Table2, TableLoadingOption } from '@blueprintjs/table';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { LoadStatus } from '../../app/load-status';
import { pageCount, pageRange } from './format';
import { columnWidths, minimumWidth, type ColumnSize } from './table-layout';
import { StateNotice } from '../layout/StateNotice';

export interface AdminColumn<Row> extends ColumnSize {
  readonly name: string;
  readonly render: (row: Row) => ReactNode;
  /** Cells holding buttons take the pointer themselves instead of the table's selection. */
  readonly interactive?: boolean;
  /** A column the server sorts by: its header is a button, showing the direction when it is the sort. */
  readonly sort?: { readonly direction: 'asc' | 'desc' | null; readonly onSort: () => void };
}

export interface AdminTableProps<Row> {
  /** The table's accessible name (e.g. 'Users'). */
  readonly label: string;
  readonly columns: readonly AdminColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowHeight: number;
  readonly status: LoadStatus;
  /** What an empty list says, e.g. 'No users match'. */
  readonly empty: { readonly title: string; readonly description?: string; readonly icon: IconName };
  readonly failedTitle: string;
  readonly onRetry: () => void;
}

/** Blueprint's column header row (30 px) and the table's 1 px borders. */
const HEADER_HEIGHT = 31;
/** Rows of skeleton cells shown while the first page is on its way. */
const LOADING_ROWS = 5;

/**
 * A server-paged list in a @blueprintjs/table: columns fill the width they are given (the table
 * scrolls sideways in its frame on a phone), the table is as tall as its rows, and an empty, loading or
 * failed list says so below the headers, with a retry when it failed.
 */
export function AdminTable<Row>({ label, columns, rows, rowHeight, status, empty, failedTitle, onRetry }: AdminTableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const loadingFirst = status === 'loading' && rows.length === 0;
  const numRows = loadingFirst ? LOADING_ROWS : rows.length;

  return (
    // Focusable: on a phone the table scrolls sideways in here, and the keyboard must reach that too.
    <section className="admin-table" aria-label={label} aria-busy={status === 'loading'} tabIndex={0}>
      <div ref={box} className="admin-table__grid" style={{ height: HEADER_HEIGHT + numRows * rowHeight, minWidth: minimumWidth(columns) }}>
        {width > 0 && (
          <Table2
            numRows={numRows}
            defaultRowHeight={rowHeight}
            columnWidths={columnWidths(columns, width)}
            enableRowHeader={false}
            enableColumnResizing={false}
            enableFocusedCell={false}
            enableGhostCells={false}
            selectionModes={SelectionModes.NONE}
            renderMode={RenderMode.NONE}
            loadingOptions={loadingFirst ? [TableLoadingOption.CELLS] : []}
            cellRendererDependencies={[rows, columns]}
          >
            {columns.map((column) => (
              <Column
                key={column.name}
                name={column.name}
                columnHeaderCellRenderer={() => <ColumnHeaderCell nameRenderer={() => <HeaderName column={column} />} />}
                cellRenderer={(index) => {
                  const row = rows[index];
                  return (
                    <Cell className="admin-table__cell" interactive={column.interactive}>
                      {row === undefined ? null : column.render(row)}
                    </Cell>
                  );
                }}
              />
            ))}
          </Table2>
        )}
      </div>
      {status === 'failed' && (
        <StateNotice
          heading="h2"
          className="admin-table__state"
          icon="error"
          title={failedTitle}
          description="Check your connection and try again."
          action={<Button icon="refresh" text="Try again" onClick={onRetry} />}
        />
      )}
      {status === 'loaded' && rows.length === 0 && (
        <StateNotice heading="h2" className="admin-table__state" icon={empty.icon} title={empty.title} description={empty.description} />
      )}
    </section>
  );
}

function HeaderName<Row>({ column }: { column: AdminColumn<Row> }) {
  const { sort, name } = column;
  if (!sort) return <span className="admin-table__header">{name}</span>;
  const state = sort.direction === 'asc' ? 'sorted ascending' : sort.direction === 'desc' ? 'sorted descending' : 'sortable';
  const icon: IconName = sort.direction === 'asc' ? 'sort-asc' : sort.direction === 'desc' ? 'sort-desc' : 'double-caret-vertical';
  return (
    <button type="button" className="admin-table__sort" onClick={sort.onSort}>
      <span>{name}</span>
      <span className="visually-hidden"> ({state})</span>
      <Icon
        icon={icon}
        size={12}
        className={sort.direction ? 'admin-table__sort-icon admin-table__sort-icon--active' : 'admin-table__sort-icon'}
      />
    </button>
  );
}

/** The element's inner width, kept up to date as the window or the layout changes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface PagerProps {
  readonly label: string;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** When the page size may be chosen: the sizes offered and what to do on a change. */
  readonly sizes?: { readonly options: readonly number[]; readonly onSize: (size: number) => void };
  readonly disabled?: boolean;
}

/** Rows per page, '1–25 of 130' and previous/next, below a table. */
export function Pager({ label, page, pageSize, total, onPage, sizes, disabled }: PagerProps) {
  const pages = pageCount(pageSize, total);
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      {sizes && (
        <label className="admin-pager__size">
          <span>Rows per page</span>
          <HTMLSelect
            value={pageSize}
            options={sizes.options.map((size) => ({ value: size, label: String(size) }))}
            onChange={(event) => sizes.onSize(Number(event.currentTarget.value))}
            disabled={disabled}
          />
        </label>
      )}
      <span className="admin-pager__range" aria-live="polite">
        {pageRange(page, pageSize, total)}
      </span>
      <span className="admin-pager__steps">
        <Button
          variant="minimal"
          icon="chevron-left"
          aria-label="Previous page"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <span className="admin-pager__page">
          Page {page} of {pages}
        </span>
        <Button
          variant="minimal"
          icon="chevron-right"
          aria-label="Next page"
          disabled={disabled || page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </span>
    </nav>
  );
}
