/**
 * 'Add Skill' (spec 5): category and name are required with the spec's texts, the level defaults to 3, the order
 * sent is the count already in the category, and a failure keeps the dialog open with the spec's toast.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { Skill } from '@resume/contracts';
import { jsonResponse, mockFetch, renderWithProviders, requestsMade } from '@resume/platform/testing';
import { AddSkillDialog } from './AddSkillDialog';

const fetchMock = mockFetch();

const skills: Skill[] = [
  { id: 's1', category: 'Languages', name: 'TypeScript', level: 5, proficiency: null, order: 0 },
  { id: 's2', category: 'Languages', name: 'SQL', level: 4, proficiency: 7, order: 1 },
  { id: 's3', category: 'Tools', name: 'Docker', level: 3, proficiency: null, order: 0 },
];

function openDialog() {
  const onOpenChange = jest.fn();
  renderWithProviders(<AddSkillDialog open onOpenChange={onOpenChange} skills={skills} />);
  return onOpenChange;
}
// The category input offers a datalist, so it is a combobox, not a textbox; the label reaches both.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
  });
}

describe('Add Skill dialog', () => {
  it('requires a category and a name, with the spec texts, and sends nothing', async () => {
    openDialog();
    fireEvent.change(field('Category'), { target: { value: '   ' } });
    await submit();

    expect(await screen.findByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Skill name is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the existing categories and starts at level 3', () => {
    openDialog();
    const options = [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    expect(options).toEqual(['Languages', 'Tools']);
    expect((screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement).value).toBe('3');
  });

  it('adds the skill with the count already in its category as the order, says so and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 's4', category: 'Languages', name: 'Go', level: 2, order: 2 }));
    const onOpenChange = openDialog();
    fireEvent.change(field('Category'), { target: { value: ' Languages ' } });
    fireEvent.change(field('Skill Name'), { target: { value: 'Go' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: '2' } });
    await submit();

    expect(await screen.findByText('Skill added')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toEqual([
      { url: '/api/skills', method: 'POST', body: { category: 'Languages', name: 'Go', level: 2, order: 2 } },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends a chosen proficiency (none by default)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { id: 's4', category: 'Tools', name: 'Git', level: 3, proficiency: 6, order: 1 }),
    );
    openDialog();
    const proficiency = screen.getByRole('combobox', { name: 'Proficiency' }) as HTMLSelectElement;
    expect(proficiency.value).toBe('');
    fireEvent.change(field('Category'), { target: { value: 'Tools' } });
    fireEvent.change(field('Skill Name'), { target: { value: 'Git' } });
    fireEvent.change(proficiency, { target: { value: '6' } });
    await submit();

    expect(await screen.findByText('Skill added')).toBeTruthy();
    expect(requestsMade(fetchMock, 'POST')).toEqual([
      {
        url: '/api/skills',
        method: 'POST',
        body: { category: 'Tools', name: 'Git', level: 3, proficiency: 6, order: 1 },
      },
    ]);
  });

  it('a failed save shows the spec toast and keeps the dialog open', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'boom' }));
    const onOpenChange = openDialog();
    fireEvent.change(field('Category'), { target: { value: 'Tools' } });
    fireEvent.change(field('Skill Name'), { target: { value: 'Kubernetes' } });
    await submit();

    expect(await screen.findByText('There was an error adding your skill.')).toBeTruthy();
    expect(screen.getByText('Failed to add skill')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
