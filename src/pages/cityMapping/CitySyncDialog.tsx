import { Alert, Button, Checkbox, Empty, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { useCitySync } from './useCitySync';
import { useFormSubmit } from '@/engine/named/formSubmit';

interface Props {
  resource: ResourceDecl;
  onClose: () => void;
  onSynced: () => void;
}

/** 商旅数据同步: choose one or more countries (请选择国家), then sync every level of their cities. */
export function CitySyncDialog({ resource, onClose, onSynced }: Props) {
  const { t } = useTranslation();
  const s = useCitySync(resource, onSynced, onClose);
  const { formId, submitProps } = useFormSubmit();
  const en = currentLanguage() === 'en';
  return (
    <Modal
      open
      title={t('cityMapping.sync')}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="ok" type="primary" {...submitProps} loading={s.syncing} disabled={s.syncing || s.loading} data-testid="sync-confirm">
          {t('buttons.confirm')}
        </Button>,
      ]}
    >
      {s.loadError ? <Alert type="error" showIcon message={s.loadError} /> : null}
      <Spin spinning={s.loading}>
        <Form id={formId} layout="vertical" onFinish={() => void s.sync()}>
          <Form.Item label={t('cityMapping.country')} required validateStatus={s.error ? 'error' : undefined} help={s.error ?? undefined}>
            {s.countries.length || s.loading ? (
              <Checkbox.Group
                className="country-choice"
                value={s.chosen}
                onChange={(v) => s.choose(v as string[])}
                options={s.countries.map((c) => ({ value: c.code, label: `${en ? c.enName || c.cnName : c.cnName} (${c.code})` }))}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} />
            )}
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
