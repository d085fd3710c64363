import Papa from 'papaparse';

/** One column of an export: its heading and how to read it from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

/** Spreadsheet programs read a file as UTF-8 only when it starts with this mark. */
const UTF8_BOM = '\uFEFF';

/**
 * CSV text for `rows`: quoted where a field needs it (commas, quotes, line breaks), CRLF line
 * ends, and cells that would start a formula ('=', '+', '-', '@') escaped so a customer's name
 * can never run in the store owner's spreadsheet.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => c.value(row))) },
    { newline: '\r\n', escapeFormulae: true },
  );
}

/** The file as the browser saves it: UTF-8 with its byte-order mark. */
export function csvBlob(csv: string): Blob {
  return new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
}
