import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  CarOutlined,
  ClusterOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/**
 * Menu icon names (as the server stores them) to antd icons; unknown names fall back by depth. Hidden from
 * screen readers: an item is named by its label alone, not 'wallet 账户中心'.
 */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  account: <WalletOutlined aria-hidden />,
  wallet: <WalletOutlined aria-hidden />,
  accountbook: <AccountBookOutlined aria-hidden />,
  bank: <BankOutlined aria-hidden />,
  shop: <ShopOutlined aria-hidden />,
  cashier: <ShopOutlined aria-hidden />,
  team: <TeamOutlined aria-hidden />,
  user: <TeamOutlined aria-hidden />,
  dept: <ClusterOutlined aria-hidden />,
  cluster: <ClusterOutlined aria-hidden />,
  city: <EnvironmentOutlined aria-hidden />,
  environment: <EnvironmentOutlined aria-hidden />,
  travel: <CarOutlined aria-hidden />,
  setting: <SettingOutlined aria-hidden />,
  system: <SettingOutlined aria-hidden />,
  log: <FileTextOutlined aria-hidden />,
  file: <FileTextOutlined aria-hidden />,
};

export function menuIcon(name: string | null | undefined, depth: number): ReactNode {
  const key = (name ?? '')
    .toLowerCase()
    .replace(/^icon-?/, '')
    .replace(/outlined$/, '');
  const found = Object.keys(ICONS).find((k) => key.includes(k));
  if (found) return ICONS[found];
  return depth === 0 ? <AppstoreOutlined aria-hidden /> : depth === 1 ? <ProfileOutlined aria-hidden /> : undefined;
}
