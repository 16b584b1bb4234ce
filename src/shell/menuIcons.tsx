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

/** Menu icon names (as the server stores them) to antd icons; unknown names fall back by depth. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  account: <WalletOutlined />,
  wallet: <WalletOutlined />,
  accountbook: <AccountBookOutlined />,
  bank: <BankOutlined />,
  shop: <ShopOutlined />,
  cashier: <ShopOutlined />,
  team: <TeamOutlined />,
  user: <TeamOutlined />,
  dept: <ClusterOutlined />,
  cluster: <ClusterOutlined />,
  city: <EnvironmentOutlined />,
  environment: <EnvironmentOutlined />,
  travel: <CarOutlined />,
  setting: <SettingOutlined />,
  system: <SettingOutlined />,
  log: <FileTextOutlined />,
  file: <FileTextOutlined />,
};

export function menuIcon(name: string | null | undefined, depth: number): ReactNode {
  const key = (name ?? '').toLowerCase().replace(/^icon-?/, '').replace(/outlined$/, '');
  const found = Object.keys(ICONS).find((k) => key.includes(k));
  if (found) return ICONS[found];
  return depth === 0 ? <AppstoreOutlined /> : depth === 1 ? <ProfileOutlined /> : undefined;
}
