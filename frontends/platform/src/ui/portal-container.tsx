import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where dialogs of a subtree render their portal. A remote whose CSS is scoped under its root element
 * (`[data-remote="<name>"]`) provides its root here, so its own utility classes still apply inside dialogs.
 * Without a provider, portals go to document.body.
 */
const PortalContainerContext = createContext<HTMLElement | null>(null);

export function PortalContainerProvider({
  container,
  children,
}: {
  container: HTMLElement | null;
  children: ReactNode;
}) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
