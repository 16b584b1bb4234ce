import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/providers/config';
import { configureClient } from '@/providers/client';
import { currentLanguage } from '@/providers/i18n';
import '@/styles/global.css';

const root = createRoot(document.getElementById('root')!);
document.documentElement.lang = currentLanguage();

/** The run-time configuration comes first: the API base and the login key belong to the server. */
async function start() {
  try {
    const config = await loadConfig();
    configureClient(config.apiBase);
    document.title = config.siteTitle || 'Atrium';
  } catch (e) {
    const { ConfigError } = await import('@/pages/errors/ConfigError');
    root.render(<ConfigError error={e as Error} />);
    return;
  }
  const { App } = await import('@/app/App');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
