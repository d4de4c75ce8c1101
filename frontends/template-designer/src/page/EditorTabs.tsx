import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { LayoutGrid, Palette, Sparkles, Stamp } from 'lucide-react';
import { pageDirection, useDesignerT } from '../locales/use-designer-t';

export const TAB_IDS = ['presets', 'layout', 'style', 'branding'] as const;
export type TabId = (typeof TAB_IDS)[number];

const ICONS: Record<TabId, typeof Palette> = {
  presets: Sparkles,
  layout: LayoutGrid,
  style: Palette,
  branding: Stamp,
};

interface EditorTabsProps {
  value: TabId;
  onValueChange: (tab: TabId) => void;
  panels: Record<TabId, ReactNode>;
  /** Tabs whose fields have a problem get a marker. */
  invalid?: Partial<Record<TabId, boolean>>;
}

/** The four tabs of the template editor (spec 2.9), Radix Tabs. */
export function EditorTabs({ value, onValueChange, panels, invalid = {} }: EditorTabsProps) {
  const t = useDesignerT();
  return (
    <Tabs.Root
      // Radix writes its own dir (left to right unless told): the tabs and their panels follow the page's.
      dir={pageDirection()}
      value={value}
      onValueChange={(next) => onValueChange(next as TabId)}
      className="grid gap-4"
    >
      <Tabs.List aria-label={t('tabs.label')} className="grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1">
        {TAB_IDS.map((id) => {
          const Icon = ICONS[id];
          return (
            <Tabs.Trigger
              key={id}
              value={id}
              className="relative inline-flex items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm"
            >
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {t(`tabs.${id}`)}
              {invalid[id] && (
                <>
                  <span className="absolute end-1 top-1 h-2 w-2 rounded-full bg-red-500" aria-hidden="true" />
                  <span className="sr-only">{t('tabs.hasProblem')}</span>
                </>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {TAB_IDS.map((id) => (
        <Tabs.Content
          key={id}
          value={id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-5"
        >
          {panels[id]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
