import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AntdProviders } from '@/app/AntdProviders';
import { notify } from '@/providers/notifier';

describe('the root toasts (code outside React, the sign-in pages)', () => {
  it('load antd message with the first toast and show it, and the ones raised before any page', async () => {
    notify.error('会话已过期，请重新登录');
    render(
      <AntdProviders>
        <div>page</div>
      </AntdProviders>,
    );
    expect(await screen.findByText('会话已过期，请重新登录')).toBeInTheDocument();
    notify.success('已发送');
    expect(await screen.findByText('已发送')).toBeInTheDocument();
  });

  it('mount no message container until a toast asks for one', async () => {
    render(
      <AntdProviders>
        <div>page</div>
      </AntdProviders>,
    );
    await screen.findByText('page');
    expect(document.querySelector('.ant-message')).toBeNull();
    notify.warning('验证码已过期');
    expect(await screen.findByText('验证码已过期')).toBeInTheDocument();
    expect(document.querySelector('.ant-message')).not.toBeNull();
  });
});
