import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { RootNotifierBridge } from './RootNotifierBridge';
import { ServiceBanner } from './ServiceBanner';
import { useShellTheme } from '@/shell/theme/useShellTheme';

/**
 * antd's theme and the toasts of every page. antd's locale and App (modal and notification APIs) come with
 * the signed-in part (SignedInLocale, SignedInApp): the sign-in pages use neither.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  // The chosen theme and colour (docs/product.md#the-admin-shell) apply to every screen, the login page included.
  const theme = useShellTheme();
  return (
    <ConfigProvider theme={theme}>
      <RootNotifierBridge />
      <BaseText>
        <ServiceBanner />
        {children}
      </BaseText>
    </ConfigProvider>
  );
}

/** The theme's text colour, size and font for every page, as antd's App gives the signed-in part. */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div className="base-text" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}
