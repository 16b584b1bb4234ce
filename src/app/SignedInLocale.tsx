import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zh_CN from 'antd/es/locale/zh_CN';
import en_US from 'antd/es/locale/en_US';
import { useLanguage } from '@/providers/useLanguage';
import { MoreIcon } from '@/engine/named/icons';

/**
 * antd's own texts (pagination, empty states, pickers, dialog buttons) in the chosen language. The sign-in pages
 * show none of them, so antd's locale comes with the signed-in part, not with the login page
 * (docs/product.md#accessibility-themes-and-narrow-screens); dayjs's comes with the date pickers and the home page
 * (`useDayjs`). The tabs' overflow button is named in the same language (docs/product.md#accessibility-themes-and-narrow-screens).
 */
export function SignedInLocale({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const en = language === 'en';
  return (
    <ConfigProvider locale={en ? en_US : zh_CN} tabs={{ more: { icon: <MoreIcon /> } }}>
      {children}
    </ConfigProvider>
  );
}
