import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './locales/register';
import { App } from './App';
import { startRemotes } from './remotes/remote-loader';

// Fetch the remotes manifest right away, without holding up the first paint.
startRemotes();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
