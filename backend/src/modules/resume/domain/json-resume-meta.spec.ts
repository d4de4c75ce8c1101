import { readJsonResumeMeta, toJsonResumeMeta } from './json-resume-meta';

describe("JSON Resume's meta: the resume's language and renamed headings", () => {
  it('writes the language, and the renames only when there are some', () => {
    expect(toJsonResumeMeta({ language: 'de', sectionHeadings: {} })).toEqual({ language: 'de' });
    expect(toJsonResumeMeta({ language: 'ja', sectionHeadings: { skills: '技術' } })).toEqual({
      language: 'ja',
      sectionHeadings: { skills: '技術' },
    });
  });

  it("reads a BCP 47 tag as a browser's, matched to the supported list", () => {
    expect(readJsonResumeMeta({ meta: { language: 'de-AT' } })).toEqual({ meta: { language: 'de' }, adjustments: [] });
    expect(readJsonResumeMeta({ meta: { language: 'zh-TW' } }).meta).toEqual({ language: 'zh-Hant' });
  });

  it('leaves the resume as it is when the document says nothing', () => {
    expect(readJsonResumeMeta({ basics: {} })).toEqual({ meta: {}, adjustments: [] });
    expect(readJsonResumeMeta({ meta: { theme: 'elegant' } })).toEqual({ meta: {}, adjustments: [] });
    expect(readJsonResumeMeta('not an object')).toEqual({ meta: {}, adjustments: [] });
  });

  it('leaves out, and lists, a language off the list or headings that are not valid', () => {
    const { meta, adjustments } = readJsonResumeMeta({
      meta: { language: 'el', sectionHeadings: { hobbies: 'Hobbies' } },
    });
    expect(meta).toEqual({});
    expect(adjustments.map((a) => a.field)).toEqual(['meta.language', 'meta.sectionHeadings']);
  });

  it('keeps valid renames, trimmed, blank ones dropped', () => {
    expect(readJsonResumeMeta({ meta: { sectionHeadings: { experience: ' Stationen ', skills: '' } } }).meta).toEqual({
      sectionHeadings: { experience: 'Stationen' },
    });
  });
});
