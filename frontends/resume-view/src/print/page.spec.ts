import { cssString, pageCss, pageGeometry } from './page';

const setup = { paperSize: 'Letter' as const, marginIn: 0.25, runningElements: true, name: 'Ada', fontFamily: 'Inter' };

describe('the printed page rules', () => {
  it('writes a name as a CSS string nothing in it can end: no quote, backslash, newline or </style>', () => {
    const css = cssString('Zoë "O\'Neil" \\ </style><script>x</script>\nA');
    expect(css).toBe('"Zoë \\22 O\'Neil\\22  \\5c  \\3c \\2f style\\3e \\3c script\\3e x\\3c \\2f script\\3e \\a A"');
    expect(css.slice(1, -1)).not.toMatch(/["<>\n]/);
  });

  it('gives later pages room for the running elements, the first page the template margin', () => {
    expect(pageGeometry(setup)).toEqual({
      first: { top: 0.25, right: 0.25, bottom: 0.25, left: 0.25 },
      later: { top: 0.5, right: 0.25, bottom: 0.5, left: 0.25 },
    });
    expect(pageGeometry({ ...setup, marginIn: 1 }).later.top).toBe(1);
    expect(pageGeometry({ ...setup, runningElements: false }).later.top).toBe(0.25);
  });

  it('prints the paper size, the name and n / N on later pages only, or neither when switched off', () => {
    const css = pageCss(setup);
    expect(css).toContain('size:letter');
    expect(css).toContain('@top-left{content:"Ada"');
    expect(css).toContain('content:counter(page) " / " counter(pages)');
    expect(css).toMatch(/@page:first\{margin:0\.25in 0\.25in 0\.25in 0\.25in;@top-left\{content:none\}/);
    const off = pageCss({ ...setup, paperSize: 'A4', runningElements: false });
    expect(off).toBe('@page{size:A4;margin:0.25in 0.25in 0.25in 0.25in}');
  });
});
