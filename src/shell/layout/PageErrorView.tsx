import { Button } from '@/engine/named/Button';
import Result from 'antd/es/result';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { ErrorViewProps } from './PlainErrorView';

/** The error page of a page's boundary: a chunk that failed to load offers a reload, a render error a retry. */
export default function PageErrorView({ chunk, message, onRetry, standalone, t }: ErrorViewProps) {
  const body = (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={chunk ? t('chunk.title') : t('chunk.renderTitle')}
      subTitle={chunk ? `${t('chunk.hint')} (${chunk})` : message}
      extra={
        chunk ? (
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()} data-testid="chunk-reload">
            {t('chunk.reload')}
          </Button>
        ) : (
          <Button type="primary" onClick={onRetry}>
            {t('chunk.retry')}
          </Button>
        )
      }
    />
  );
  return standalone ? <div className="standalone-page">{body}</div> : body;
}
