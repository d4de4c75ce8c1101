import { CreateExperienceDto, UpdateResumeDto, UpdateUserDto } from '@resume/contracts/dto';
import { buildDraft } from './build-draft';
import { DraftStore } from './draft-store';

describe('the live preview draft', () => {
  it('sends only what passes the forms DTOs, transformed as the server would, the last item typed in', async () => {
    const store = new DraftStore();
    const woken = jest.fn();
    store.subscribe(woken);
    store.set('summary', {
      dto: UpdateResumeDto,
      values: { summary: '  Typed summary  ' },
      toDraft: (valid) => ({ resume: { summary: valid.summary as string } }),
    });
    // A half-typed e-mail does not pass: the saved personal fields stay in the preview.
    store.set('personal-info', {
      dto: UpdateUserDto,
      values: { name: 'Ada', email: 'ada@' },
      toDraft: (valid) => ({ user: valid as never }),
    });
    const item = (title: string) => ({
      dto: CreateExperienceDto,
      values: { title, company: 'Acme', startDate: '2024-01', endDate: '', description: '' },
      toDraft: (valid: Record<string, unknown>) => ({ item: { ...valid, section: 'experiences', id: null } as never }),
    });
    store.set('experiences:new', item('First'));
    store.set('experiences:e1', item('Second'));
    expect(woken).toHaveBeenCalledTimes(4);

    const draft = await buildDraft(store.all());
    expect(draft?.resume).toEqual({ summary: 'Typed summary' });
    expect(draft?.user).toBeUndefined();
    expect(draft?.item).toMatchObject({ title: 'Second', endDate: null, description: null, section: 'experiences' });

    store.clear('experiences:e1');
    store.clear('summary');
    store.clear('personal-info');
    expect((await buildDraft(store.all()))?.item).toMatchObject({ title: 'First' });
    store.clear('experiences:new');
    expect(await buildDraft(store.all())).toBeUndefined();
  });
});
