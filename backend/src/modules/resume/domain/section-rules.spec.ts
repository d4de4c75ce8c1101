import { RESUME_LIMITS } from '@resume/contracts';
import { checkDateOrder, checkRoomFor, cleanTags, newItemFields, patchedItem } from './section-rules';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return null;
};

describe('section rules', () => {
  it('cleans tags: trimmed, blanks dropped, duplicates (any case) and too many refused', () => {
    expect(cleanTags([' React ', '', '  ', 'Node'])).toEqual(['React', 'Node']);
    expect(code(() => cleanTags(['Go', ' go ']))).toBe('DUPLICATE_TAG');
    const many = Array.from({ length: RESUME_LIMITS.tagsPerItem + 1 }, (_, i) => `t${i}`);
    expect(code(() => cleanTags(many))).toBe('TOO_MANY_TAGS');
    expect(cleanTags([...many.slice(1), ' '])).toHaveLength(RESUME_LIMITS.tagsPerItem);
  });

  it('clears the end date of a current position', () => {
    const item = newItemFields('experiences', {
      title: 't',
      company: 'c',
      startDate: '2020-01',
      endDate: '2019-01',
      current: true,
    });
    expect(item).toMatchObject({ current: true, endDate: null, tags: [], location: null, description: null });
  });

  it('refuses an end before the start (months, years, expected years, certifications)', () => {
    expect(code(() => checkDateOrder('2020-05', '2020-04', 'endDate'))).toBe('END_BEFORE_START');
    expect(code(() => checkDateOrder('2020-05', '2020-05', 'endDate'))).toBeNull();
    expect(code(() => checkDateOrder('2020-05', null, 'endDate'))).toBeNull();
    const education = { degree: 'd', institution: 'i' };
    expect(code(() => newItemFields('education', { ...education, startDate: '2019', endDate: '2018' }))).toBe(
      'END_BEFORE_START',
    );
    expect(
      code(() => newItemFields('education', { ...education, startDate: '2019', endDate: 'Expected 2027' })),
    ).toBeNull();
    expect(code(() => newItemFields('education', { ...education, startDate: '2030', endDate: 'Expected 2027' }))).toBe(
      'END_BEFORE_START',
    );
    const cert = { name: 'n', issuer: 'i', issueDate: '2024-02', expirationDate: '2024-01' };
    expect(code(() => newItemFields('certifications', cert))).toBe('END_BEFORE_START');
  });

  it('gives skills level 3 unless told, and only 1 to 5', () => {
    expect(newItemFields('skills', { category: 'c', name: 'n' }).level).toBe(3);
    expect(code(() => newItemFields('skills', { category: 'c', name: 'n', level: 6 }))).toBe('VALIDATION_FAILED');
  });

  it('patches keep id and order, ignore a sent order, and re-check the rules on the result', () => {
    const item = {
      id: 'x',
      order: 2,
      title: 't',
      company: 'c',
      location: null,
      startDate: '2020-01',
      endDate: '2021-01',
      current: false,
      description: null,
      tags: [],
    };
    expect(patchedItem('experiences', item, { title: 'New', order: 9 } as never)).toEqual({ ...item, title: 'New' });
    expect(code(() => patchedItem('experiences', item, { startDate: '2022-01' }))).toBe('END_BEFORE_START');
    expect(patchedItem('experiences', item, { current: true })).toMatchObject({ current: true, endDate: null });
  });

  it('says SECTION_FULL at the limit', () => {
    const limit = RESUME_LIMITS.itemsPerSection.projects;
    expect(code(() => checkRoomFor('projects', limit - 1))).toBeNull();
    expect(code(() => checkRoomFor('projects', limit))).toBe('SECTION_FULL');
  });
});
