import { theme } from 'antd';

/**
 * Why a cell's value was refused, at the cell, announced, in the theme's error colour (as antd's
 * `Typography.Text type="danger"` shows it, without Typography's script on every list's path).
 */
export function CellError({ error, id }: { error?: string; id?: string }) {
  const { token } = theme.useToken();
  if (!error) return null;
  return (
    <span id={id} role="alert" className="inline-error" style={{ color: token.colorError }}>
      {error}
    </span>
  );
}
