import type { ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import { NotifierBridge } from './NotifierBridge';
import { SignedInLocale } from './SignedInLocale';
import { PluginRegistryProvider } from '@/engine/plugins/PluginRegistry';
import { consolePlugins } from './plugins';

/**
 * What the signed-in part adds to the root's antd theme: antd's locale and dates in the chosen language, and
 * antd's App (the message, notification and modal APIs the shell and the pages use through `App.useApp()`), and
 * the console's plug-ins that declarations name, for the engine.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <SignedInLocale>
      <AntdApp>
        <NotifierBridge />
        <PluginRegistryProvider registry={consolePlugins}>{children}</PluginRegistryProvider>
      </AntdApp>
    </SignedInLocale>
  );
}
