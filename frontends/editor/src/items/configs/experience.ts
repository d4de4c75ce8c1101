import { Briefcase } from 'lucide-react';
import { FIELD_LABELS, MESSAGES, type Experience } from '@resume/contracts';
import { CreateExperienceDto, UpdateExperienceDto } from '@resume/contracts/dto';
import { defineItemSection } from '../item-config';
import { period } from './period';

/** The form's labels, from the catalogue its validation messages are written with. */
const LABELS = FIELD_LABELS.experience;

export const experienceSection = defineItemSection<Experience>({
  section: 'experiences',
  sectionId: 'experience',
  noun: 'Experience',
  icon: Briefcase,
  messages: MESSAGES.items.experience,
  confirmDelete: (item) => MESSAGES.deleteConfirm.experience(item.company),
  label: (item) => item.title,
  createDto: CreateExperienceDto,
  updateDto: UpdateExperienceDto,
  empty: {
    title: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    current: false,
    description: '',
    tags: [],
  },
  fields: [
    { kind: 'text', name: 'title', label: LABELS.title, required: true, placeholder: 'Senior Software Engineer' },
    { kind: 'text', name: 'company', label: LABELS.company, required: true },
    { kind: 'text', name: 'location', label: LABELS.location, wide: true, placeholder: 'City, Country or Remote' },
    { kind: 'text', name: 'startDate', label: LABELS.startDate, type: 'month', required: true },
    { kind: 'text', name: 'endDate', label: LABELS.endDate, type: 'month', disabledWhen: 'current' },
    { kind: 'checkbox', name: 'current', label: LABELS.current, clears: 'endDate' },
    {
      kind: 'textarea',
      name: 'description',
      label: LABELS.description,
      rows: 5,
      hint: "Start a line with '- ' to show it as a bullet point.",
    },
    { kind: 'tags', name: 'tags', label: LABELS.tags },
  ],
  summary: (item) => ({
    heading: item.title,
    subheading: [item.company, item.location].filter(Boolean).join(' · '),
    period: period(item.startDate, item.current ? null : item.endDate),
    badge: item.current ? 'Current' : null,
    description: item.description,
    tags: item.tags,
  }),
  // A current position has no end date (spec 4).
  toInput: (values) => (values.current ? { ...values, endDate: null } : values),
});
