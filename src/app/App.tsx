import { BrowserRouter } from 'react-router';
import { AntdProviders } from './AntdProviders';
import { AppRoutes } from './AppRoutes';
import { SessionBridge } from './SessionBridge';

/**
 * The console's root: the router, antd and the session's watchers. Refine and everything behind the sign-in
 * come with the signed-in part (`SignedInApp`, its own chunk), so the login page loads only what it shows
 * (docs/performance.md#tab-and-module-switches). Navigations render at once rather than as React transitions: a tab or module switch
 * paints in the frame of the click instead of one or two frames later (docs/performance.md#tab-and-module-switches); a page still loading shows
 * its own fallback as before (each page has a boundary of its own, new with the page).
 */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <AntdProviders>
        <SessionBridge />
        <AppRoutes />
      </AntdProviders>
    </BrowserRouter>
  );
}
