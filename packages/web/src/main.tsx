import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { readHostData } from './common/host/host-data.ts';
import { askedLanguage, pageLanguage, rememberLanguage } from './common/layout/language-choice.ts';
import { HTML_LANG } from './i18n/init-i18n.ts';
import { loadI18n } from './i18n/load.ts';
import './common/styles/global.css';

const host = readHostData();
const lang = pageLanguage(window.location.search, host.lang);
// An address with ?lang= (the header's switcher, a shared link) is a pick to keep; an unknown
// code is no pick, so the fallback it shows is not kept over the account's language.
const asked = askedLanguage(window.location.search);
if (asked !== null) rememberLanguage(asked);
// Only the shown language is loaded (the server preloads its chunk with the page).
const i18n = await loadI18n(lang);
document.documentElement.lang = HTML_LANG[lang];
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App host={{ ...host, lang }} i18n={i18n} />
  </StrictMode>,
);
