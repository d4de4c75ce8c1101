import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { RESUME_LIMITS } from '../constants/limits';
import { MESSAGES } from '../errors/messages';
import { UpdateExperienceDto, UpdateSkillDto } from './resume.dto';

/** An update DTO is its create DTO's rules with every field optional (PartialDto): what a PATCH sees. */
function check<T extends object>(dto: new () => T, body: object) {
  const value = plainToInstance(dto, body);
  const problems = validateSync(value).map((e) => [e.property, Object.values(e.constraints ?? {})]);
  return { value, problems: Object.fromEntries(problems) };
}

describe('update DTOs derived from the create DTOs', () => {
  it('takes an empty PATCH and one that repeats the item id', () => {
    expect(check(UpdateExperienceDto, {}).problems).toEqual({});
    expect(check(UpdateExperienceDto, { id: 'e1', title: 'Lead' }).problems).toEqual({});
  });

  it('checks a field that is sent with the create rules, and cleans it the same way', () => {
    const { value, problems } = check(UpdateExperienceDto, {
      title: '  Lead  ',
      endDate: ' 2021-03 ',
      tags: ['A', 'A '],
    });
    expect(problems).toEqual({ tags: ['This tag has already been added.'] });
    expect(value).toMatchObject({ title: 'Lead', endDate: '2021-03' });
    expect(check(UpdateExperienceDto, { title: 'x'.repeat(RESUME_LIMITS.shortTextMaxLength + 1) }).problems).toEqual({
      title: [expect.stringContaining(`${RESUME_LIMITS.shortTextMaxLength}`)],
    });
  });

  it('refuses null or blank for a field the create DTO requires, and lets null clear an optional one', () => {
    const required = MESSAGES.items.requiredFieldsMissing.description;
    expect(check(UpdateExperienceDto, { title: null }).problems.title).toContain(required);
    expect(check(UpdateExperienceDto, { company: '   ' }).problems.company).toContain(required);
    expect(check(UpdateExperienceDto, { location: null, description: null, endDate: null }).problems).toEqual({});
    expect(check(UpdateSkillDto, { proficiency: null }).problems).toEqual({});
    expect(check(UpdateSkillDto, { name: null }).problems.name).toContain(MESSAGES.items.skillNameRequired);
  });

  it('refuses an id that is not text', () => {
    expect(Object.keys(check(UpdateExperienceDto, { id: 5 }).problems)).toEqual(['id']);
  });
});
