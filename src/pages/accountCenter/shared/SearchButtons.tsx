import { Button, Form, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The search and reset buttons that close every account-centre search form. */
export function SearchButtons({ loading, onReset }: { loading: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
          {t('buttons.search')}
        </Button>
        <Button onClick={onReset}>{t('buttons.reset')}</Button>
      </Space>
    </Form.Item>
  );
}
