import { Button } from 'antd';

export interface ErrorViewProps {
  /** Set when a script or style chunk failed to load. */
  chunk: string | null;
  message: string | undefined;
  onRetry: () => void;
  standalone?: boolean;
  t: (key: string) => string;
}

/**
 * The boundary's page when even its own view (PageErrorView, a chunk of its own) cannot be loaded, e.g. with
 * the network gone: the same texts and buttons without antd's Result.
 */
export function PlainErrorView({ chunk, message, onRetry, standalone, t }: ErrorViewProps) {
  const body = (
    <div className="plain-error" role="alert">
      <h2>{chunk ? t('chunk.title') : t('chunk.renderTitle')}</h2>
      <p>{chunk ? `${t('chunk.hint')} (${chunk})` : message}</p>
      {chunk ? (
        <Button type="primary" onClick={() => window.location.reload()} data-testid="chunk-reload">
          {t('chunk.reload')}
        </Button>
      ) : (
        <Button type="primary" onClick={onRetry}>
          {t('chunk.retry')}
        </Button>
      )}
    </div>
  );
  return standalone ? <div className="standalone-page">{body}</div> : body;
}
