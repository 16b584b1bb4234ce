import { Alert, Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The JSON tab of a versioned declaration's editor (docs/screens.md#screens-built-at-run-time and docs/screens.md
 * "Dashboards"): the declaration as JSON, for export and import, with what the import's check found. `texts` is the
 * namespace of its help and buttons; `copy` adds 复制 (the screen designer's).
 */
export function DeclarationJsonTab({
  texts,
  json,
  onChange,
  error,
  onImport,
  copy = false,
}: {
  texts: string;
  json: string;
  onChange: (json: string) => void;
  error: string | null;
  onImport: () => void;
  copy?: boolean;
}) {
  const { t } = useTranslation();
  const importButton = <Button onClick={onImport}>{t(`${texts}.actions.importJson`)}</Button>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t(`${texts}.jsonHelp`)}</Typography.Paragraph>
      <Input.TextArea aria-label="JSON" rows={18} value={json} onChange={(e) => onChange(e.target.value)} style={{ fontFamily: 'monospace' }} status={error ? 'error' : undefined} />
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {copy ? (
        <Space>
          {importButton}
          <Button onClick={() => void navigator.clipboard?.writeText(json)}>{t(`${texts}.actions.copyJson`)}</Button>
        </Space>
      ) : (
        importButton
      )}
    </Space>
  );
}
