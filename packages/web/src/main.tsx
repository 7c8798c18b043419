import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createI18n, HTML_LANG } from './i18n/index.ts';
import { readHostData } from './lib/host-data.ts';
import './styles/global.css';

const host = readHostData();
const i18n = createI18n(host.lang);
document.documentElement.lang = HTML_LANG[host.lang];
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App host={host} i18n={i18n} />
  </StrictMode>,
);
