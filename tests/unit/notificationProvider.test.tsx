import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { NotificationProvider } from '@refinedev/core';
import { useNotificationProvider } from '@/providers/notificationProvider';

/** Refine's notifications as the console shows them (src/providers/notificationProvider.tsx). */
function renderProvider() {
  const held: { provider?: NotificationProvider } = {};
  function Probe() {
    held.provider = useNotificationProvider();
    return <div>page</div>;
  }
  render(
    <App>
      <Probe />
    </App>,
  );
  return held as { provider: NotificationProvider };
}

describe('Refine’s notifications', () => {
  it('shows what succeeded, and never Refine’s own notice of a failure, which the HTTP client has told already', async () => {
    const { provider } = renderProvider();
    await screen.findByText('page');
    // What Refine opens when a query inside one of its hooks fails (the record an edit dialog reads, say).
    act(() => provider.open({ key: '3-book-getOne-notification', type: 'error', message: '错误 (状态码: 404)', description: '资源不存在' }));
    act(() => provider.open({ key: 'saved', type: 'success', message: '保存成功', description: '书3' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(screen.queryByText('错误 (状态码: 404)')).toBeNull();
    expect(screen.queryByText('资源不存在')).toBeNull();
  });
});
