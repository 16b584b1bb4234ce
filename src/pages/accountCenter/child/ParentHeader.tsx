import { Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@schemas/account';
import { subjectTypeEnum } from '@schemas/accountSubject';
import { enumLabel } from '../shared/enumLabel';
import { Money } from '../shared/money';
import { StatusTag } from '../shared/StatusTag';

/** Header card of the child list: the parent account (SPEC.md section 2). */
export function ParentHeader({ parent, loading }: { parent?: Account; loading: boolean }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  return (
    <Card variant="borderless" className="ac-header" data-testid="parent-header">
      {loading && !parent ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : parent ? (
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={f('subjectName')}>{parent.subjectName}</Descriptions.Item>
          <Descriptions.Item label={f('subjectType')}>{enumLabel(subjectTypeEnum, parent.subjectType)}</Descriptions.Item>
          <Descriptions.Item label={f('configNames')}>{parent.configNames || '-'}</Descriptions.Item>
          <Descriptions.Item label={f('accountName')}>{parent.accountName}</Descriptions.Item>
          <Descriptions.Item label={f('accountNo')}>{parent.accountNo}</Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <StatusTag status={parent.status} />
          </Descriptions.Item>
          <Descriptions.Item label={f('accountNum')}>
            <Money value={parent.accountNum} />
          </Descriptions.Item>
        </Descriptions>
      ) : (
        t('accountCenter.hints.noParent')
      )}
    </Card>
  );
}
