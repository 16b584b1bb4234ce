import { BrowserRouter } from 'react-router';
import { AntdProviders } from './AntdProviders';
import { AppRoutes } from './AppRoutes';
import { SessionBridge } from './SessionBridge';

/**
 * The console's root: the router, antd and the session's watchers. Refine and everything behind the sign-in
 * come with the signed-in part (`SignedInApp`, its own chunk), so the login page loads only what it shows
 * (DESIGN.md section 10).
 */
export function App() {
  return (
    <BrowserRouter>
      <AntdProviders>
        <SessionBridge />
        <AppRoutes />
      </AntdProviders>
    </BrowserRouter>
  );
}
