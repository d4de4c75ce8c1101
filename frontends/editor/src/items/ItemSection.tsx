import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, useT } from '@resume/platform';
import { useReorderSection } from '@resume/features';
import { EmptySection } from '../components/EmptySection';
import { SectionCard } from '../components/SectionCard';
import { reportSaveError } from '../forms/form-errors';
import { AddItemDialog } from './AddItemDialog';
import { ItemCard } from './ItemCard';
import type { ItemSectionConfig, ListItem } from './item-config';

/**
 * A list section (experience, education, projects, certifications): its items in order, each movable up and
 * down (PUT /api/<section>/order, optimistic with rollback), and 'Add {noun}'.
 */
export function ItemSection({ config, items }: { config: ItemSectionConfig; items: readonly ListItem[] }) {
  const t = useT('editor');
  const [adding, setAdding] = useState(false);
  const reorder = useReorderSection(config.section);
  const sorted = useMemo(() => [...items].sort((a, b) => a.order - b.order), [items]);

  const move = (index: number, delta: -1 | 1) => {
    const ids = sorted.map((item) => item.id);
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    reorder.mutate(ids, { onError: (error) => reportSaveError(error, config.messages.saveFailed) });
  };

  return (
    <SectionCard
      sectionId={config.sectionId}
      icon={config.icon}
      actions={
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t(`items.add.${config.sectionId}`)}
        </Button>
      }
    >
      {sorted.length === 0 ? (
        <EmptySection addLabel={t(`items.add.${config.sectionId}`)} />
      ) : (
        <ol className="grid gap-3" aria-label={t(`sections.${config.sectionId}`)}>
          {sorted.map((item, index) => (
            <ItemCard
              key={item.id}
              config={config}
              item={item}
              isFirst={index === 0}
              isLast={index === sorted.length - 1}
              onMove={(delta) => move(index, delta)}
            />
          ))}
        </ol>
      )}
      <AddItemDialog config={config} open={adding} onOpenChange={setAdding} />
    </SectionCard>
  );
}
