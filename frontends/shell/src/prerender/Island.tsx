import { createContext, useContext, type ComponentType, type ReactElement } from 'react';

/** One interactive part of a prerendered page: its name on the page and its component with its props. */
export interface IslandRender {
  name: string;
  element: ReactElement;
}

/**
 * Set while the build writes the marketing pages to HTML (render-pages.tsx): each Island reports itself here instead
 * of rendering inline, and is rendered on its own, the way the browser will hydrate it.
 */
export const PrerenderIslands = createContext<IslandRender[] | null>(null);

/**
 * A part of a page that needs script (a form, a switch). In the app it is simply `component` with `props`. In a
 * prerendered page it is `<div data-island="name" data-props="{json}">` holding `component`'s own HTML, which the
 * page's island script hydrates with the same props (hydrate-islands.tsx): the rest of the page stays HTML, with no
 * React of its own. Each island is rendered apart from the page, so its useId values and markup are exactly what
 * its hydration expects. `props` must be JSON.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const islands = useContext(PrerenderIslands);
  if (!islands) return <Component {...props} />;
  islands.push({ name, element: <Component {...props} /> });
  return <div data-island={name} data-props={JSON.stringify(props)} />;
}
