import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdProviders } from '@/app/AntdProviders';
import { setLanguage } from '@/providers/i18n';
import { StatusToggle } from '@/pages/accountCenter/shared/StatusToggle';

beforeEach(async () => {
  await setLanguage('zh-CN');
});

const renderToggle = (status: number, onConfirm = vi.fn()) => {
  const view = render(
    <AntdProviders>
      <StatusToggle status={status} loading={false} onConfirm={onConfirm} />
    </AntdProviders>,
  );
  return { ...view, onConfirm };
};

describe('StatusToggle (account-centre row action)', () => {
  it('disables an enabled account only after the confirmation', async () => {
    const { onConfirm } = renderToggle(2);
    await userEvent.click(screen.getByRole('button', { name: '停用' }));
    expect(await screen.findByText('确定停用该账户吗？')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('offers 启用 for a disabled account, and cancelling does nothing', async () => {
    const { onConfirm } = renderToggle(1);
    await userEvent.click(screen.getByRole('button', { name: '启用' }));
    expect(await screen.findByText('确定启用该账户吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /取\s?消/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('has no action for a frozen account', () => {
    const { container } = renderToggle(3);
    expect(container.querySelector('button')).toBeNull();
  });
});
