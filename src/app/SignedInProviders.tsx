import type { ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import { NotifierBridge } from './NotifierBridge';
import { SignedInLocale } from './SignedInLocale';

/**
 * What the signed-in part adds to the root's antd theme: antd's locale and dates in the chosen language, and
 * antd's App (the message, notification and modal APIs the shell and the pages use through `App.useApp()`).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <SignedInLocale>
      <AntdApp>
        <NotifierBridge />
        {children}
      </AntdApp>
    </SignedInLocale>
  );
}
