import type { ThemeConfig } from 'antd';

/** Default theme colour of docs/product.md#constants-and-limits. */
export const PRIMARY_COLOR = '#e60012';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#001529', headerHeight: 56, headerPadding: '0 16px' },
    Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
  },
};
