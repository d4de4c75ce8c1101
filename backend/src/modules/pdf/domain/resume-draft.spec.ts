import type { CompleteResume, Experience } from '@resume/contracts';
import { applyDraft, DRAFT_ITEM_ID } from './resume-draft';

const experience = (id: string, order: number, title: string): Experience => ({
  id,
  title,
  company: 'Acme',
  location: null,
  startDate: '2020-01',
  endDate: '2021-01',
  current: false,
  description: null,
  tags: ['ts'],
  order,
});

const saved = (): CompleteResume =>
  ({
    resume: { id: 'r1', summary: 'Saved summary' },
    user: { id: 'u1', name: 'Saved Name', username: 'saved', email: 'saved@example.com', title: 'Engineer' },
    experiences: [experience('e1', 0, 'First'), experience('e2', 1, 'Second')],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
  }) as unknown as CompleteResume;

describe('applyDraft', () => {
  it('answers the saved resume as it is without a draft', () => {
    const data = saved();
    expect(applyDraft(data, undefined)).toBe(data);
  });

  it('lays the printed personal fields and the summary over the saved ones, and never the username', () => {
    const data = saved();
    const out = applyDraft(data, {
      user: { name: 'Typed Name', location: null, username: 'typed' },
      resume: { summary: 'Typed summary' },
    });
    expect(out.user).toMatchObject({ name: 'Typed Name', location: null, username: 'saved', title: 'Engineer' });
    expect(out.resume.summary).toBe('Typed summary');
    // Nothing of the saved resume changed.
    expect(data.user.name).toBe('Saved Name');
    expect(data.resume.summary).toBe('Saved summary');
  });

  it('replaces the saved item the draft names, in its place, and clears a current position end date', () => {
    const out = applyDraft(saved(), {
      item: { section: 'experiences', id: 'e1', title: 'Edited', current: true, endDate: '2024-01' },
    });
    expect(out.experiences.map((e) => [e.id, e.title, e.order])).toEqual([
      ['e1', 'Edited', 0],
      ['e2', 'Second', 1],
    ]);
    expect(out.experiences[0]).toMatchObject({ current: true, endDate: null, company: 'Acme', tags: ['ts'] });
  });

  it('adds a new item last with blanks for the fields its form left out', () => {
    const out = applyDraft(saved(), {
      item: { section: 'experiences', id: null, title: 'New', company: 'Beta', startDate: '2024-02' },
    });
    expect(out.experiences).toHaveLength(3);
    expect(out.experiences[2]).toEqual({
      id: DRAFT_ITEM_ID,
      order: 2,
      title: 'New',
      company: 'Beta',
      startDate: '2024-02',
      location: null,
      endDate: null,
      current: false,
      description: null,
      tags: [],
    });
  });

  it('adds an item whose saved one is gone (deleted in another tab) instead of dropping it', () => {
    const out = applyDraft(saved(), {
      item: { section: 'certifications', id: 'gone', name: 'AWS', issuer: 'Amazon' },
    });
    expect(out.certifications).toEqual([
      { id: DRAFT_ITEM_ID, order: 0, name: 'AWS', issuer: 'Amazon', issueDate: null, expirationDate: null, url: null },
    ]);
  });
});
