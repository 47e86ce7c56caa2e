/**
 * Splits CSV text (RFC 4180: comma-separated, double-quoted fields with "" for a quote, fields may
 * span lines) into records, each with the line it starts on. Blank lines are skipped.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += c;
  }
  if (quoted) throw new Error(`line ${recordLine}: a quoted field is never closed`);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
