import { READ_SCRIPT, readTrailer, withTrailer } from './read-script';

describe('the reading script', () => {
  it('is at most 1 KB', () => {
    expect(Buffer.byteLength(READ_SCRIPT, 'utf8')).toBeLessThanOrEqual(1024);
  });

  it('goes just before </body>, its token and address escaped as attributes; no trailer leaves the page as it is', () => {
    const page = '<!doctype html><html><body><p>x</p></body></html>';
    const trailer = readTrailer('/s/abc/read', 'a"b<c');
    expect(trailer).toContain('data-t="a&quot;b&lt;c"');
    expect(withTrailer(page, trailer)).toBe(`<!doctype html><html><body><p>x</p>${trailer}</body></html>`);
    expect(withTrailer(page, '')).toBe(page);
  });
});
