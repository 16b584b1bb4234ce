import type { ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import { NotifierBridge } from './NotifierBridge';
import { SignedInLocale } from './SignedInLocale';
import { PluginRegistryProvider } from '@/engine/plugins/PluginRegistry';
import { consolePlugins } from './plugins';
import { ConflictProvider } from '@/engine/conflict/ConflictContext';

/**
 * What the signed-in part adds to the root's antd theme: antd's locale and dates in the chosen language, and
 * antd's App (the message, notification and modal APIs the shell and the pages use through `App.useApp()`), the
 * console's plug-ins that declarations name, for the engine, and the conflict dialog every save may ask.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <SignedInLocale>
      <AntdApp>
        <NotifierBridge />
        <PluginRegistryProvider registry={consolePlugins}>
          <ConflictProvider>{children}</ConflictProvider>
        </PluginRegistryProvider>
      </AntdApp>
    </SignedInLocale>
  );
}
