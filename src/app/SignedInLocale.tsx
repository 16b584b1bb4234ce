import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zh_CN from 'antd/es/locale/zh_CN';
import en_US from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { useLanguage } from '@/providers/useLanguage';
import { MoreIcon } from '@/engine/named/icons';

/**
 * antd's own texts (pagination, empty states, pickers, dialog buttons) and dates in the chosen language. The
 * sign-in pages show none of them, so antd's locale and dayjs come with the signed-in part, not with the login
 * page (docs/product.md#accessibility-themes-and-narrow-screens). The tabs' overflow button is named in the same language (docs/product.md#accessibility-themes-and-narrow-screens).
 */
export function SignedInLocale({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const en = language === 'en';
  dayjs.locale(en ? 'en' : 'zh-cn');
  return (
    <ConfigProvider locale={en ? en_US : zh_CN} tabs={{ more: { icon: <MoreIcon /> } }}>
      {children}
    </ConfigProvider>
  );
}
