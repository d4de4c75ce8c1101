import { FILTER_LIMITS } from '@resume/contracts/dto';
import { checkRoomForFilter, chooseTags, Filter, newFilter, patchedFilter } from './filter';

const NOW = new Date('2026-01-02T03:04:05Z');
const AVAILABLE = ['AWS', 'Node', 'React'];

describe('chooseTags', () => {
  it('spells each tag as the resume does', () => {
    expect(chooseTags(['react', 'AWS'], AVAILABLE)).toEqual(['React', 'AWS']);
  });

  it('names every unknown tag', () => {
    expect(() => chooseTags(['Go', 'React', 'Cobol'], AVAILABLE)).toThrow(
      expect.objectContaining({
        code: 'UNKNOWN_TAG',
        extras: {
          details: [
            { field: 'tags', problem: '"Go" is not a tag of your experiences or projects' },
            { field: 'tags', problem: '"Cobol" is not a tag of your experiences or projects' },
          ],
        },
      }),
    );
  });

  it('refuses a tag twice, whatever its letter case', () => {
    expect(() => chooseTags(['React', 'REACT'], AVAILABLE)).toThrow(expect.objectContaining({ code: 'DUPLICATE_TAG' }));
  });
});

describe('filters', () => {
  const filter = newFilter(
    'f1',
    'u1',
    { name: ' Frontend ', tags: ['react'], primaryColor: '#2563EB' },
    AVAILABLE,
    NOW,
  );

  it('needs a name and leaves unsent style fields null', () => {
    expect(filter).toMatchObject({
      id: 'f1',
      userId: 'u1',
      name: 'Frontend',
      tags: ['React'],
      font: null,
      primaryColor: '#2563EB',
      secondaryColor: null,
      accentStyle: null,
      companyName: null,
      logoImage: null,
      headerImage: null,
    });
    expect(() => newFilter('f2', 'u1', { name: '  ' }, AVAILABLE, NOW)).toThrow(
      expect.objectContaining({ code: 'REQUIRED_FIELDS_MISSING' }),
    );
  });

  it('keeps its own tags on an update even when the resume no longer has them; new ones must be available', () => {
    const later = new Date(NOW.getTime() + 1000);
    const renamed: Filter = patchedFilter(filter, { name: 'UI', tags: ['React'] }, ['AWS'], later);
    expect(renamed).toMatchObject({
      name: 'UI',
      tags: ['React'],
      createdAt: NOW,
      updatedAt: later,
      primaryColor: '#2563EB',
    });
    expect(() => patchedFilter(filter, { tags: ['React', 'Node'] }, ['AWS'], later)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_TAG' }),
    );
    expect(patchedFilter(filter, { primaryColor: null }, [], later).tags).toEqual(['React']);
  });

  it(`allows ${FILTER_LIMITS.perUser} filters per user`, () => {
    expect(() => checkRoomForFilter(FILTER_LIMITS.perUser - 1)).not.toThrow();
    expect(() => checkRoomForFilter(FILTER_LIMITS.perUser)).toThrow(
      expect.objectContaining({ code: 'FILTER_LIMIT_REACHED' }),
    );
  });
});
