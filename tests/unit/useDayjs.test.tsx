import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@/providers/i18n';
import { useDayjs } from '@/engine/values/useDayjs';

/** What the home page writes of a day: its week day and month in the console's language. */
function Day() {
  const dayjs = useDayjs();
  return <p>{dayjs('2026-11-29').format('dddd MMMM')}</p>;
}

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
});

describe('useDayjs: dayjs in the console’s language, loaded with what draws dates rather than with the shell', () => {
  it('names days and months in Chinese, and in English once English is chosen', async () => {
    render(<Day />);
    expect(screen.getByText('星期日 十一月')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText('Sunday November')).toBeInTheDocument();
    await act(() => setLanguage('zh-CN'));
    expect(screen.getByText('星期日 十一月')).toBeInTheDocument();
  });
});
