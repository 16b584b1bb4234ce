import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/providers/config';
import { currentLanguage, loadLanguage } from '@/providers/i18n';
import '@/styles/global.css';
import '@/styles/darkTheme.css';
import '@/styles/narrow.css';
import { installErrorCapture } from '@/shell/errorLog/errorLogStore';
import { whenClientMade } from '@/providers/clientSetup';
import { installQueryTimestamp } from '@/providers/queryTimestamp';
// Part of the entry: the login page is the first screen, so its script comes in the first download rather
// than after the configuration call (docs/performance.md#what-the-browser-loads).
import { App } from '@/app/App';
import { renderInSlices } from '@/app/renderInSlices';
import { preloadPhoneApprovals } from '@/app/SignedInFrame';
import { reportProblem } from '@/providers/reportProblem';

// Uncaught errors are kept in the local error log from the first moment (docs/product.md#errors-and-messages).
installErrorCapture();
// GET calls carry the query timestamp (docs/product.md#constants-and-limits), from the client's first call on.
whenClientMade(installQueryTimestamp);

const root = createRoot(document.getElementById('root')!);
document.documentElement.lang = currentLanguage();

/** The run-time configuration comes first: the API base and the login key belong to the server. */
async function start() {
  try {
    // The stored language's texts load alongside; without them the zh-CN texts (the fallback) show.
    // The HTTP client (axios) loads with the first call and reads the API base from this configuration then.
    const configLoaded = loadConfig();
    // The approval inbox opened on a phone: its own frame's scripts come alongside (docs/approvals.md).
    preloadPhoneApprovals(configLoaded);
    const [config] = await Promise.all([configLoaded, loadLanguage(currentLanguage()).catch(reportProblem)]);
    document.title = config.siteTitle || 'Atrium';
  } catch (e) {
    const { ConfigError } = await import('@/pages/errors/ConfigError');
    root.render(<ConfigError error={e as Error} />);
    return;
  }
  // In slices, not as one long task: the browser paints and takes input between them.
  renderInSlices(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
