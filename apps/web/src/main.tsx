import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { onCaughtError } from './app/routing/caught-errors.ts';
import { initI18n } from './i18n/i18n.ts';

// en_US is bundled: the first render does not wait for i18n (another language suspends what needs it).
void initI18n();
createRoot(document.getElementById('root')!, { onCaughtError }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
