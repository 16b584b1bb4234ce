import type { ComponentProps } from 'react';
import type * as Antd from 'antd';

/** Renders of antd's Menu in a file that mocks antd with `withCountingMenu`: what a render-count test measures. */
export const menuRenders = { count: 0 };

/** antd with its Menu counting each render into `menuRenders`, for `vi.mock('antd', ...)`. */
export function withCountingMenu(antd: typeof Antd): typeof Antd {
  const Original = antd.Menu;
  function CountingMenu(props: ComponentProps<typeof Original>) {
    menuRenders.count++;
    return <Original {...props} />;
  }
  return { ...antd, Menu: Object.assign(CountingMenu, Original) };
}
