/** How wide a column may get: its minimum in pixels, and its share of any spare width. */
export interface ColumnSize {
  readonly width: number;
  readonly grow?: number;
}

/** How wide the columns are at the narrowest. */
export function minimumWidth(columns: readonly ColumnSize[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

/** The columns' minimum widths, with the spare width shared by their `grow` (all of it, to the pixel). */
export function columnWidths(columns: readonly ColumnSize[], available: number): number[] {
  const minimum = minimumWidth(columns);
  const shares = columns.reduce((sum, column) => sum + (column.grow ?? 0), 0);
  const spare = Math.max(0, available - minimum);
  if (spare === 0 || shares === 0) return columns.map((column) => column.width);
  const widths = columns.map((column) => column.width + Math.floor((spare * (column.grow ?? 0)) / shares));
  // What rounding down left over goes to the last growing column, so the columns fill the table exactly.
  const last = columns.findLastIndex((column) => (column.grow ?? 0) > 0);
  widths[last]! += available - widths.reduce((sum, width) => sum + width, 0);
  return widths;
}
