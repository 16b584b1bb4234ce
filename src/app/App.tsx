import { BrowserRouter } from 'react-router';
import { AntdProviders } from './AntdProviders';
import { AppRoutes } from './AppRoutes';
import { SessionBridge } from './SessionBridge';

/**
 * The console's root: the router, antd and the session's watchers. Navigations render at once rather than as
 * React transitions: a tab or module switch then paints in the frame of the click instead of one or two frames
 * later (issue 17), and a page that still loads shows its own fallback as before (a page's boundary is new). Refine and everything behind the sign-in
 * come with the signed-in part (`SignedInApp`, its own chunk), so the login page loads only what it shows
 * (DESIGN.md section 10).
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
