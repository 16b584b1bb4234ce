import { Tag } from 'antd';
import { accountStatusEnum } from '@schemas/account';
import { enumLabel } from './enumLabel';

const COLORS: Record<number, string> = { 1: 'default', 2: 'success', 3: 'processing' };

export function StatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status]}>{enumLabel(accountStatusEnum, status)}</Tag>;
}
