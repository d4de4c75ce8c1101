import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders } from './providers';

/**
 * Mounts a remote on its own page (`npm run serve -w frontends/<remote>`): the remote brings the platform providers
 * and a router itself, which the shell provides when the remote is federated.
 */
export function mountStandalone(App: ComponentType, elementId = 'root'): void {
  createRoot(document.getElementById(elementId)!).render(
    <StrictMode>
      <PlatformProviders>
        <BrowserRouter>
          <main className="min-h-screen">
            <App />
          </main>
        </BrowserRouter>
      </PlatformProviders>
    </StrictMode>,
  );
}
