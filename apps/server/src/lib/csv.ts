import Papa from 'papaparse';

/**
 * A cell as a spreadsheet will not run it: text starting with = + - @ (or a tab or carriage return) is a formula to
 * Excel and LibreOffice, so it is prefixed with an apostrophe (OWASP's CSV injection advice).
 */
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV file (RFC 4180, CRLF) with a header row; every cell neutralised. */
export function toCsv(header: string[], rows: Array<Array<string | number | boolean | null>>) {
  return Papa.unparse(
    {
      fields: header,
      data: rows.map((row) => row.map((cell) => neutralise(cell === null ? '' : String(cell)))),
    },
    { newline: '\r\n' },
  );
}

/** Rows of a CSV text with a header row, keyed by the lower-cased header names; parse errors by line. */
export function parseCsv(text: string) {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim().toLowerCase(),
  });
  return { rows: result.data, fields: result.meta.fields ?? [], errors: result.errors };
}
