/**
 * An RFC 4180 CSV reader: comma-separated, fields may be quoted with `"` (a doubled `""` inside
 * is one quote), quoted fields may hold commas and line breaks, lines end in LF or CRLF. Blank
 * lines are skipped and a leading byte-order mark is dropped. Lenient where the RFC is strict: a
 * quote inside an unquoted field, or text after a closing quote, is kept as it is.
 */

export type CsvRecord = {
  /** 1-based line on which the record starts. */
  line: number;
  fields: string[];
  /** Set on the last record when the input ends inside a quoted field. */
  error?: string;
};

export type CsvRecordReader = {
  /** Feeds the next piece of text (chunks may split records anywhere); returns finished records. */
  push(text: string): CsvRecord[];
  /** Ends the input; returns the last record, if any. */
  finish(): CsvRecord[];
};

const QUOTE = 34;
const LF = 10;
const CR = 13;

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';

/** An incremental reader, so that large files can be read in chunks; `;` files pass it. */
export function createCsvRecordReader(delimiter: ',' | ';' = ','): CsvRecordReader {
  const separator = delimiter.charCodeAt(0);
  let state: State = 'fieldStart';
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let wasQuoted = false;
  let afterCr = false;
  let isFirstChunk = true;

  function endRecord(out: CsvRecord[]): void {
    fields.push(field);
    const isBlank = fields.length === 1 && field === '' && !wasQuoted;
    if (!isBlank) {
      out.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    wasQuoted = false;
    state = 'fieldStart';
  }

  function push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = isFirstChunk && text.charCodeAt(0) === 0xfeff ? 1 : 0;
    isFirstChunk = false;
    // Runs of plain characters are copied with one slice, not one character at a time.
    let runStart = -1;
    const flushRun = (end: number) => {
      if (runStart >= 0) {
        field += text.slice(runStart, end);
        runStart = -1;
      }
    };
    for (; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const isLfOfCrlf = afterCr && code === LF;
      afterCr = code === CR;
      if (state === 'quoted') {
        if (code === QUOTE) {
          flushRun(i);
          state = 'quoteInQuoted';
        } else if (code === CR || code === LF) {
          line += isLfOfCrlf ? 0 : 1;
          if (runStart < 0) {
            runStart = i;
          }
        } else if (runStart < 0) {
          runStart = i;
        }
        continue;
      }
      if (code === separator) {
        flushRun(i);
        fields.push(field);
        field = '';
        state = 'fieldStart';
      } else if (code === CR || code === LF) {
        flushRun(i);
        if (isLfOfCrlf) {
          continue;
        }
        endRecord(out);
        line++;
        recordLine = line;
      } else if (code === QUOTE && state === 'fieldStart') {
        state = 'quoted';
        wasQuoted = true;
      } else if (code === QUOTE && state === 'quoteInQuoted') {
        field += '"';
        state = 'quoted';
      } else {
        state = 'unquoted';
        if (runStart < 0) {
          runStart = i;
        }
      }
    }
    flushRun(text.length);
    return out;
  }

  function finish(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (state === 'quoted') {
      fields.push(field);
      out.push({ line: recordLine, fields, error: 'unterminated quoted field' });
      fields = [];
      field = '';
      state = 'fieldStart';
      return out;
    }
    endRecord(out);
    return out;
  }

  return { push, finish };
}

/** Every record of a CSV text with the line it starts on (a header row is record 1). */
export function parseCsvRecords(text: string, delimiter: ',' | ';' = ','): CsvRecord[] {
  const reader = createCsvRecordReader(delimiter);
  return [...reader.push(text), ...reader.finish()];
}

/** The records of a CSV text as arrays of fields; throws on an unterminated quoted field. */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => {
    if (record.error) {
      throw new Error(`line ${record.line}: ${record.error}`);
    }
    return record.fields;
  });
}
