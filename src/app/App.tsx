import { Refine } from '@refinedev/core';
import { useNotificationProvider } from '@/providers/notificationProvider';
import routerProvider from '@refinedev/react-router';
import { BrowserRouter } from 'react-router';
import { authProvider } from '@/providers/authProvider';
import { accessControlProvider } from '@/providers/accessControl';
import { createDataProvider } from '@/providers/dataProvider';
import { http } from '@/providers/client';
import { i18nProvider } from '@/providers/i18n';
import { AntdProviders } from './AntdProviders';
import { AppRoutes } from './AppRoutes';
import { SessionBridge } from './SessionBridge';
import { refineResources } from './refineResources';
import { refetchOnMount } from '@/shell/keepAlive/reveal';

const dataProvider = createDataProvider(http);

export function App() {
  return (
    <BrowserRouter>
      <AntdProviders>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useNotificationProvider}
          resources={refineResources}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            reactQuery: { clientConfig: { defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false, refetchOnMount } } } },
          }}
        >
          <SessionBridge />
          <AppRoutes />
        </Refine>
      </AntdProviders>
    </BrowserRouter>
  );
}
