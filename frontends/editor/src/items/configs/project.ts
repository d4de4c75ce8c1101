import { FolderGit2 } from 'lucide-react';
import { FIELD_LABELS, MESSAGES, TEXTAREA_ROWS, type Project } from '@resume/contracts';
import { CreateProjectDto, UpdateProjectDto } from '@resume/contracts/dto';
import { defineItemSection } from '../item-config';

/** The form's labels, from the catalogue its validation messages are written with. */
const LABELS = FIELD_LABELS.project;

export const projectSection = defineItemSection<Project>({
  section: 'projects',
  sectionId: 'projects',
  noun: 'Project',
  icon: FolderGit2,
  messages: MESSAGES.items.project,
  confirmDelete: (item) => MESSAGES.deleteConfirm.project(item.name),
  label: (item) => item.name,
  createDto: CreateProjectDto,
  updateDto: UpdateProjectDto,
  empty: { name: '', url: '', year: '', description: '', tags: [] },
  fields: [
    { kind: 'text', name: 'name', label: LABELS.name, required: true },
    { kind: 'text', name: 'year', label: LABELS.year, inputMode: 'numeric', placeholder: '2024' },
    {
      kind: 'text',
      name: 'url',
      label: LABELS.url,
      type: 'url',
      inputMode: 'url',
      wide: true,
      placeholder: 'https://github.com/you/project',
    },
    { kind: 'textarea', name: 'description', label: LABELS.description, rows: TEXTAREA_ROWS.projectDescription },
    { kind: 'tags', name: 'tags', label: LABELS.tags },
  ],
  summary: (item) => ({
    heading: item.name,
    period: item.year,
    url: item.url,
    description: item.description,
    tags: item.tags,
  }),
});
