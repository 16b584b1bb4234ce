import { Typography } from 'antd';

/** Why a cell's value was refused, at the cell, announced (in the theme's error colour). */
export function CellError({ error, id }: { error?: string; id?: string }) {
  if (!error) return null;
  return (
    <Typography.Text type="danger" id={id} role="alert" className="inline-error">
      {error}
    </Typography.Text>
  );
}
