import type { CSSProperties } from 'react';
import { Button, Col, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Fields both versioned declarations' editors have (docs/screens.md#screens-built-at-run-time and docs/screens.md
 * "Dashboards"), labelled from the editor's texts (`texts`): a title in both languages, the declaration's own
 * (required) or a list item's (`item`: its name in the Form.List), and a list item's 上移 / 下移 / remove buttons.
 */
export function TitleFields({ texts, item, span = 12 }: { texts: string; item?: number; span?: number }) {
  const { t } = useTranslation();
  const rules = item === undefined ? [{ required: true }] : undefined;
  return (
    <>
      {(['titleZh', 'titleEn'] as const).map((field) => (
        <Col span={span} key={field}>
          <Form.Item name={item === undefined ? field : [item, field]} label={t(`${texts}.fields.${field}`)} rules={rules}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
      ))}
    </>
  );
}

/** A list item's buttons: move it up, down (each disabled at its end) and remove it (`removeKey`: its label's text key). */
export function ItemButtons({
  texts,
  index,
  count,
  move,
  onRemove,
  removeKey,
  style,
}: {
  texts: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  onRemove: () => void;
  removeKey: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <Space size={2} style={style}>
      <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
        {t(`${texts}.actions.up`)}
      </Button>
      <Button size="small" disabled={index === count - 1} onClick={() => move(index, index + 1)}>
        {t(`${texts}.actions.down`)}
      </Button>
      <Button size="small" danger onClick={onRemove}>
        {t(`${texts}.actions.${removeKey}`)}
      </Button>
    </Space>
  );
}
