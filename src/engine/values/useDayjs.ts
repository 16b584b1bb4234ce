import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { useLanguage } from '@/providers/useLanguage';

/**
 * dayjs in the console's language (its week days and months), for what draws with it: the date pickers and the
 * home page's date. It comes with them rather than with the shell, whose cells format dates without it
 * (docs/performance.md#what-the-browser-loads).
 */
export function useDayjs(): typeof dayjs {
  const [language] = useLanguage();
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  return dayjs;
}
