import type { Application } from './application';
import { withChanges, withStatus } from './application';

const at = new Date('2026-11-20T10:00:00.000Z');
const app: Application = {
  id: 'a1',
  userId: 'u1',
  shareLinkId: 'l1',
  company: 'PayCo',
  role: 'Engineer',
  posting: null,
  postingUrl: null,
  status: 'saved',
  appliedOn: null,
  statusChangedAt: at,
  history: [{ status: 'saved', at }],
  notes: null,
  match: null,
  createdAt: at,
  updatedAt: at,
};

describe('an application', () => {
  it('dates the first move to applied with the UTC day and keeps the move in its history', () => {
    const now = new Date('2026-11-27T23:30:00.000Z');
    expect(withStatus(app, 'applied', now)).toMatchObject({
      status: 'applied',
      appliedOn: '2026-11-27',
      statusChangedAt: now,
      history: [
        { status: 'saved', at },
        { status: 'applied', at: now },
      ],
    });
  });

  it('dates a move past applied too, but not a withdrawal from saved', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    expect(withStatus(app, 'interviewing', now).appliedOn).toBe('2026-11-27');
    expect(withStatus(app, 'withdrawn', now).appliedOn).toBeNull();
  });

  it('moving to another status keeps the applied date; the same status returns it unchanged', () => {
    const applied = withStatus(app, 'applied', new Date('2026-11-21T00:00:00.000Z'));
    expect(withStatus(applied, 'interviewing', new Date()).appliedOn).toBe('2026-11-21');
    expect(withStatus(applied, 'applied', new Date())).toBe(applied);
  });

  it('takes the fields sent; undefined keeps, null clears', () => {
    const edited = withChanges({ ...app, notes: 'n', postingUrl: 'https://x.example' }, { notes: null }, new Date());
    expect(edited).toMatchObject({ notes: null, postingUrl: 'https://x.example', company: 'PayCo' });
  });
});
