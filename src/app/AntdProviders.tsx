import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zh_CN from 'antd/es/locale/zh_CN';
import en_US from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { useLanguage } from '@/providers/useLanguage';
import { NotifierBridge } from './NotifierBridge';
import { useShellTheme } from '@/shell/theme/useShellTheme';

/** antd theme and locale (following the chosen language) and the hook-based message API. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const en = language === 'en';
  dayjs.locale(en ? 'en' : 'zh-cn');
  // The chosen theme and colour (SPEC.md section 2) apply to every screen, the login page included.
  const theme = useShellTheme();
  return (
    <ConfigProvider locale={en ? en_US : zh_CN} theme={theme}>
      <AntdApp>
        <NotifierBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
