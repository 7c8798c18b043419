import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadI18n } from './i18n/load.ts';
import { HTML_LANG } from './i18n/setup.ts';
import { readHostData } from './lib/host-data.ts';
import './styles/global.css';

const host = readHostData();
const i18n = await loadI18n(host.lang);
document.documentElement.lang = HTML_LANG[host.lang];
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App host={host} i18n={i18n} />
  </StrictMode>,
);
