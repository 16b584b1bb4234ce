import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/providers/i18n';
import { serviceStatus } from '@/providers/serviceStatus';
import { ServiceBanner } from '@/app/ServiceBanner';

/** The one banner while calls wait for the service to come back (docs/operating.md, "What survives what"). */
describe('ServiceBanner', () => {
  it('shows 服务暂不可用，正在重试 while a call waits to be tried again, in the chosen language, and goes when none does', async () => {
    render(<ServiceBanner />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      serviceStatus.retrying(1);
      serviceStatus.retrying(1);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂不可用，正在重试');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable, retrying');

    // One banner for all the calls that wait: it stays until the last one is answered.
    act(() => serviceStatus.retrying(-1));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => serviceStatus.retrying(-1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
