import { jsonShapeOver } from './json-body';

const over = (text: string, depth: number, values: number) =>
  jsonShapeOver(text.length, (i) => text.charCodeAt(i), { depth, values });

describe('jsonShapeOver', () => {
  it('counts elements and members, an empty array or object as one', () => {
    expect(over('[1,2,3]', 64, 3)).toBeNull();
    expect(over('[1,2,3,4]', 64, 3)).toBe('values');
    expect(over('{"a":1,"b":[]}', 64, 3)).toBeNull(); // two members, the empty array one more
    expect(over('[{},{},{}]', 64, 5)).toBe('values'); // three elements, each one
  });

  it('does not count commas or brackets inside strings, escaped quotes included', () => {
    expect(over('["a,b,c,[d]", "\\",,,"]', 64, 2)).toBeNull();
    expect(over('["\\\\",1,2]', 64, 2)).toBe('values');
  });

  it('answers the depth first met', () => {
    expect(over('[[[1]]]', 2, 100)).toBe('depth');
    expect(over('[[[1]]]', 3, 100)).toBeNull();
  });
});
