import { describe, expect, it } from 'vitest';
import { createCsvRecordReader, parseCsv, parseCsvRecords } from './parse-csv.ts';

describe('parseCsv', () => {
  it('splits plain rows on commas and line breaks', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(parseCsv('a,,c,\n,,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"Pikachu, Jr.","say ""hi""","two\nlines",x\n')).toEqual([
      ['Pikachu, Jr.', 'say "hi"', 'two\nlines', 'x'],
    ]);
  });

  it('accepts CRLF line ends, a byte-order mark and a missing final line break', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,"2\r\n3"\r\n4,5')).toEqual([
      ['a', 'b'],
      ['1', '2\r\n3'],
      ['4', '5'],
    ]);
  });

  it('keeps stray quotes in unquoted fields and text after a closing quote', () => {
    expect(parseCsv('5" tin,"a"b\n')).toEqual([['5" tin', 'ab']]);
  });

  it('reads an empty quoted field as an empty string', () => {
    expect(parseCsv('"",x\n""\n')).toEqual([['', 'x'], ['']]);
  });

  it('throws on an unterminated quoted field, naming its line', () => {
    expect(() => parseCsv('a\n"open,\nstill open')).toThrow('line 2: unterminated quoted field');
  });
});

describe('parseCsvRecords', () => {
  it('numbers records by the line they start on, skipping blank lines', () => {
    const records = parseCsvRecords('h1,h2\n\na,"multi\nline"\n\r\nb,c\n');
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 3, fields: ['a', 'multi\nline'] },
      { line: 6, fields: ['b', 'c'] },
    ]);
  });

  it('reports an unterminated quote on the record where it starts', () => {
    const records = parseCsvRecords('a,b\nc,"d\ne\n');
    expect(records.at(-1)).toEqual({
      line: 2,
      fields: ['c', 'd\ne\n'],
      error: 'unterminated quoted field',
    });
  });
});

describe('createCsvRecordReader', () => {
  const text = 'id,name\r\n1,"Say ""cheese"", please"\r\n2,"a\r\nb"\r\n3,plain\n';

  it('gives the same records whatever the chunk boundaries', () => {
    const whole = parseCsvRecords(text);
    for (let size = 1; size <= 7; size++) {
      const reader = createCsvRecordReader();
      const records = [];
      for (let start = 0; start < text.length; start += size) {
        records.push(...reader.push(text.slice(start, start + size)));
      }
      records.push(...reader.finish());
      expect(records).toEqual(whole);
    }
    expect(whole.map((record) => record.line)).toEqual([1, 2, 3, 5]);
    expect(whole[1]?.fields).toEqual(['1', 'Say "cheese", please']);
  });
});
