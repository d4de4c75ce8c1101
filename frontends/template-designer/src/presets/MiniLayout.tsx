import {
  LAYOUT_COLUMNS,
  SECTION_WIDTHS,
  defaultLayout,
  gridColumnStart,
  sortSections,
  type TemplateLayout,
} from '@resume/contracts';

/** A thumbnail of a layout: one bar per visible section on the 12-column grid. */
export function MiniLayout({ layout, color }: { layout: TemplateLayout | null | undefined; color: string }) {
  const sections = sortSections(layout?.sections?.length ? layout.sections : defaultLayout().sections).filter(
    (s) => s.visible,
  );
  return (
    <div
      aria-hidden="true"
      className="grid gap-1 rounded-md border border-slate-200 bg-white p-2"
      style={{ gridTemplateColumns: `repeat(${LAYOUT_COLUMNS}, minmax(0, 1fr))` }}
    >
      {sections.map((s, i) => (
        <div
          key={s.id}
          className="h-2 rounded-sm"
          style={{
            gridColumn: `${gridColumnStart(s.width, s.x)} / span ${SECTION_WIDTHS[s.width]}`,
            background: color,
            opacity: i === 0 ? 0.9 : 0.35,
          }}
        />
      ))}
    </div>
  );
}
