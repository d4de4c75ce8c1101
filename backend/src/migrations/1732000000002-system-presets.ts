import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two system presets of spec 9 as template rows without an owner (the API shows userId -1), with fixed ids so
 * share links and PDF exports can name them (share_links.templateId references templates). The values are
 * written out, not read from contracts, so this migration stays what it was when it ran; a unit test checks them
 * against SYSTEM_PRESETS. Secondary colours: one Tailwind step lighter than the primary.
 */
const DEFAULT_LAYOUT =
  '{"sections":[{"id":"personal-info","visible":true,"order":0,"width":"full","x":0,"y":0},' +
  '{"id":"summary","visible":true,"order":1,"width":"full","x":0,"y":1},' +
  '{"id":"experience","visible":true,"order":2,"width":"half","x":0,"y":2},' +
  '{"id":"education","visible":true,"order":3,"width":"half","x":1,"y":2},' +
  '{"id":"skills","visible":true,"order":4,"width":"half","x":0,"y":3},' +
  '{"id":"projects","visible":true,"order":5,"width":"half","x":1,"y":3},' +
  '{"id":"certifications","visible":true,"order":6,"width":"half","x":0,"y":4}],"flexibleLayout":true}';

/** id, primaryColor, secondaryColor, createdAt (the order the presets are listed in). */
export const SEEDED_PRESETS: [string, string, string, string][] = [
  ['preset-traditional', '#2563EB', '#3B82F6', '2024-11-19 00:00:00.000'],
  ['preset-modern', '#8B5CF6', '#A78BFA', '2024-11-19 00:00:01.000'],
];
export const SEEDED_PRESET_STYLE = {
  font: 'Inter',
  pageMargin: '0.25',
  accentStyle: 'border-left',
  layoutData: DEFAULT_LAYOUT,
};

export class SystemPresets1732000000002 implements MigrationInterface {
  name = 'SystemPresets1732000000002';

  async up(q: QueryRunner): Promise<void> {
    const { font, pageMargin, accentStyle, layoutData } = SEEDED_PRESET_STYLE;
    for (const [id, primaryColor, secondaryColor, at] of SEEDED_PRESETS) {
      await q.query(
        'INSERT INTO templates (id, userId, isDefault, primaryColor, secondaryColor, font, pageMargin, accentStyle, ' +
          'companyName, logoImage, headerImage, layoutData, createdAt, updatedAt) ' +
          'VALUES (?, NULL, 0, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, ?, ?)',
        [id, primaryColor, secondaryColor, font, pageMargin, accentStyle, layoutData, at, at],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [id] of SEEDED_PRESETS) await q.query('DELETE FROM templates WHERE id = ? AND userId IS NULL', [id]);
  }
}
