import { renderToString } from 'react-dom/server';
import {
  contrastRatio,
  defaultLayout,
  setWidth,
  tailorItems,
  toggleVisibility,
  moveVertically,
  type Template,
} from '@resume/contracts';
import { ResumeView } from './ResumeView';
import { fixtureResume } from './fixture';
import { chipOpacity } from './lib/skills';
import { safeHref } from './lib/links';

const render = (props: Partial<Parameters<typeof ResumeView>[0]> = {}) =>
  renderToString(<ResumeView data={fixtureResume()} {...props} />);
const sectionOrder = (html: string) => [...html.matchAll(/data-layout-section="([a-z-]+)"/g)].map((m) => m[1]);

function template(sections = defaultLayout().sections): Template {
  return {
    id: 't1',
    userId: 'u1',
    isDefault: true,
    primaryColor: '#8B5CF6',
    secondaryColor: '#A78BFA',
    font: 'Lato',
    pageMargin: '0.75',
    accentStyle: 'border-top',
    companyName: 'Acme',
    logoImage: 'https://cdn.example.com/logo.png',
    headerImage: 'javascript:alert(1)',
    layout: { sections, flexibleLayout: true },
  };
}

describe('ResumeView rendered on the server', () => {
  it('renders every section in the default layout order', () => {
    expect(sectionOrder(render())).toEqual([
      'personal-info',
      'summary',
      'experience',
      'education',
      'skills',
      'projects',
      'certifications',
    ]);
  });

  it('follows the template layout: order by row and slot, widths as grid spans, hidden sections left out', () => {
    let sections = moveVertically(defaultLayout().sections, 'certifications', -1); // certifications swaps rows with skills
    sections = toggleVisibility(sections, 'education');
    sections = setWidth(sections, 'experience', 'two-thirds');
    const html = render({ template: template(sections) });
    expect(sectionOrder(html)).toEqual([
      'personal-info',
      'summary',
      'experience',
      'certifications',
      'projects',
      'skills',
    ]);
    expect(html).not.toContain('data-section="education"');
    expect(html).toMatch(/data-layout-section="experience" data-width="two-thirds" style="grid-column:1 \/ span 8/);
    expect(html).toMatch(/data-layout-section="projects" data-width="half" style="grid-column:7 \/ span 6/);
  });

  it('escapes markup in every field a user types', () => {
    const html = render();
    expect(html).not.toMatch(/<script|<b>|<i>|<img src=x/);
    expect(html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt; Lovelace');
    expect(html).toContain('Builds &lt;b&gt;things&lt;/b&gt; &amp; ships them.');
    expect(html).toContain('Second &lt;i&gt;job&lt;/i&gt;');
    expect(html).toContain('Led &lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps only http, https and mailto links and adds https:// to bare addresses', () => {
    const html = render({ template: template() });
    // Unsafe addresses stay visible as text but never become a link or an image source.
    expect(html).not.toMatch(/(href|src)="[^"]*(javascript|data):/i);
    expect(html).toContain('<span><bdi>JaVaScRiPt:alert(document.cookie)</bdi></span>');
    expect(html).toContain('href="https://linkedin.com/in/ada"');
    expect(html).toContain('href="https://example.com/compiler"');
    expect(html).toContain('href="mailto:ada@example.com"');
    expect(html).toContain('src="https://cdn.example.com/logo.png"');
    expect(safeHref(' java\tscript:alert(1)')).toBeNull();
    expect(safeHref('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
  });

  it('turns description lines into bullets without the leading "- "', () => {
    const html = render();
    expect(html).toContain('<li style="margin-top:2px">Built the API</li>');
    expect(html).toContain('<li style="margin-top:2px">Shipped v2</li>');
    expect(html).not.toContain('>- ');
  });

  it('lists entries in their order and shows Present for an open end', () => {
    const html = render();
    expect(html.indexOf('First job')).toBeLessThan(html.indexOf('Second'));
    expect(html).toContain('Jan 2022 – Present');
    expect(html).toContain('2015 – Present');
  });

  it('shades skill chips by the proficiency rule, blue for Technical Skills and green otherwise', () => {
    expect(chipOpacity(5)).toBe(80);
    expect(chipOpacity(7)).toBe(90);
    expect(chipOpacity(0)).toBe(30);
    expect(chipOpacity(null)).toBe(40);
    const html = render();
    const chip = (name: string) => new RegExp(`<li[^>]*style="([^"]*)"[^>]*><bdi>${name}</bdi></li>`).exec(html)?.[1];
    expect(chip('TypeScript')).toContain('background:rgba(59, 130, 246, 0.8)');
    expect(chip('French')).toContain('background:rgba(16, 185, 129, 0.5)');
    // Dutch has a level (4) but no proficiency: 40, the level does not stand in.
    expect(chip('Dutch')).toContain('background:rgba(16, 185, 129, 0.4)');
  });

  it('paints text in a shade of the template colour that reaches 4.5:1; borders keep the colour itself', () => {
    // #8B5CF6 on white is 4.23:1: headings, the title, links and the company name take #8655f6 (decision 0030).
    const html = render({ template: template() });
    expect(html).toContain('border-block-start:3px solid #8B5CF6');
    expect(html).not.toMatch(/[^-]color:#8B5CF6/);
    const painted = [...html.matchAll(/[^-]color:(#[0-9a-fA-F]{6})/g)].map((m) => m[1]);
    expect(painted).toContain('#8655f6');
    for (const color of painted) expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(html).toMatch(/<h2 class="rv-section-title" style="[^"]*color:#8655f6[^"]*">Work Experience<\/h2>/);
    expect(html).toMatch(/<bdi style="[^"]*color:#8655f6[^"]*">Acme<\/bdi>/);
  });

  it('writes chip text in the ink that reads on the chip as painted on white', () => {
    const html = render();
    const chips = [
      ...html.matchAll(/<li data-entry="skill"[^>]*style="background:rgba\(([\d, .]+)\);color:(#[0-9a-f]{6})/g),
    ];
    expect(chips.length).toBeGreaterThan(2);
    for (const [, rgba, ink] of chips) {
      const [r, g, b, a] = rgba.split(',').map(Number);
      const painted = `#${[r, g, b]
        .map((c) =>
          Math.round(c * a + 255 * (1 - a))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
      expect(contrastRatio(ink, painted)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads as an outline: the name h1, each section an h2, each entry an h3, entries and bullets as lists', () => {
    const html = render();
    const headings = [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(
      (m) => `h${m[1]} ${m[2].replace(/<[^>]*>/g, '')}`,
    );
    expect(headings.slice(0, 4)).toEqual([
      'h1 Ada &lt;script&gt;alert(1)&lt;/script&gt; Lovelace',
      'h2 Professional Summary',
      'h2 Work Experience',
      'h3 First job',
    ]);
    expect(headings.filter((h) => h.startsWith('h1'))).toHaveLength(1);
    expect(headings.filter((h) => h.startsWith('h2')).map((h) => h.slice(3))).toEqual([
      'Professional Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Projects',
      'Certifications',
    ]);
    expect(html).toMatch(
      /<section data-section="experience"[^>]*><h2[^>]*>Work Experience<\/h2><ul[^>]*><li class="rv-entry" data-entry="experience"><h3/,
    );
    expect(html).toMatch(/<ul[^>]*><li style="margin-top:2px">Built the API<\/li>/);
  });

  it('starts its outline lower inside a screen with headings of its own', () => {
    const html = render({ headingLevel: 3 });
    expect(html).not.toMatch(/<h[12][ >]/);
    expect(html).toMatch(/<h3[^>]*><bdi>Ada/);
    expect(html).toMatch(/<h4[^>]*>Work Experience<\/h4>/);
    expect(html).toMatch(/<h5[^>]*><bdi>First job<\/bdi><\/h5>/);
  });

  it('tailors experiences and projects to the filter tags and uses the filter style', () => {
    const html = render({
      filter: { id: 'f1', name: 'Frontend', tags: ['React'], primaryColor: '#EF4444', font: 'Roboto' },
    });
    expect(html).toContain('First job');
    expect(html).not.toContain('Second');
    expect(html).not.toContain('Untagged job');
    expect(html).toContain('Compiler');
    expect(html).not.toContain('Evil');
    expect(html).toContain('border-inline-start:3px solid #EF4444');
    expect(html).toContain('color:#eb1515');
    expect(html).toContain('font-family:&#x27;Roboto&#x27;');
  });

  it('renders a body the server already tailored exactly as the whole one (tailoring twice changes nothing)', () => {
    const filter = { id: 'f1', name: 'Frontend', tags: ['React'] };
    const whole = fixtureResume();
    const tailored = {
      ...whole,
      experiences: tailorItems(whole.experiences, filter.tags),
      projects: tailorItems(whole.projects, filter.tags),
    };
    expect(tailored.experiences.map((e) => e.id)).toEqual(['e1']);
    expect(renderToString(<ResumeView data={tailored} filter={filter} />)).toBe(render({ filter }));
  });

  it('leaves out the contact fields a public answer sends as null', () => {
    const data = fixtureResume();
    const html = renderToString(
      <ResumeView data={{ ...data, user: { ...data.user, email: null, phone: null, location: null } }} />,
    );
    expect(html).not.toContain('ada@example.com');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('7946');
    expect(html).not.toContain('London');
    expect(html).toContain('linkedin.com/in/ada');
  });

  it('applies the template style: colours, font, accent side, margin and branding', () => {
    const html = render({ template: template() });
    expect(html).toContain('padding:0.75in');
    expect(html).toContain('border-block-start:3px solid #8B5CF6');
    expect(html).toContain('font-family:&#x27;Lato&#x27;');
    expect(html).toContain('Acme');
  });

  it('maps the resume theme to its colour pair without a template or filter', () => {
    expect(render()).toContain('border-inline-start:3px solid #10B981');
  });

  it('hides sections without entries', () => {
    const data = fixtureResume();
    data.projects = [];
    data.resume.summary = '  ';
    const html = renderToString(<ResumeView data={data} />);
    expect(sectionOrder(html)).toEqual(['personal-info', 'experience', 'education', 'skills', 'certifications']);
  });

  it('limits entries per section for the template preview', () => {
    const html = render({ maxEntriesPerSection: 2 });
    expect((html.match(/data-entry="experience"/g) ?? []).length).toBe(2);
  });
});
