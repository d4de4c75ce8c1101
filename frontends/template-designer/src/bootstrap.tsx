import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders } from '@resume/platform';
import App from './App';

// Standalone: the remote mounts the platform providers itself (the shell does this when federated).
createRoot(document.getElementById('root')!).render(
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
