import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdProviders } from '@/app/AntdProviders';
import { currentLanguage, setLanguage } from '@/providers/i18n';
import { getStore } from '@/providers/storage';
import { LanguageSwitch } from '@/shell/LanguageSwitch';

function renderSwitch() {
  return render(
    <AntdProviders>
      <p>elsewhere</p>
      <LanguageSwitch />
    </AntdProviders>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
});

describe('language switch', () => {
  it('opens on click, closes with Escape or a click elsewhere, and marks the language in use', async () => {
    renderSwitch();
    const button = screen.getByRole('button', { name: '语言' });
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute('aria-checked', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches to English, stores the choice and closes', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: '语言' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(getStore('language')).toBe('en');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Language' })).toHaveTextContent('English');
  });
});
