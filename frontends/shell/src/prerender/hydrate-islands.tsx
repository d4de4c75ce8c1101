import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the islands of a prerendered page (Island.tsx): each `[data-island]` element with the component of that
 * name and the props the build rendered it with. Nothing else of the page runs React.
 */
export function hydrateIslands(components: Record<string, ComponentType<never>>): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = components[element.dataset.island ?? ''] as ComponentType<object> | undefined;
    if (!Component) continue;
    hydrateRoot(element, <Component {...(JSON.parse(element.dataset.props ?? '{}') as object)} />);
  }
}
