import { csvCell } from './applications-csv';

describe('csvCell', () => {
  it('quotes a cell with a comma, a quote, a line break or outer spaces, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
  });

  it('makes a text cell opening with = + - @, a tab or a carriage return inert with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell('Café – Zürich')).toBe('Café – Zürich');
  });

  it('writes numbers as they are (a negative number is not text)', () => {
    expect(csvCell(74)).toBe('74');
    expect(csvCell(-1)).toBe('-1');
  });
});
