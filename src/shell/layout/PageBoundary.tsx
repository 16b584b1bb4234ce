import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { i18n } from '@/providers/i18n';
import { addErrorLog } from '../errorLog/errorLogStore';
import { chunkFailureOf } from './chunkErrors';

interface State {
  error: unknown;
}

/**
 * A page's error boundary: a chunk that failed to load (script or style) shows an error page with a reload
 * rather than a blank screen; any other render error is kept in the local error log and can be retried.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; standalone?: boolean }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (chunkFailureOf(error)) return;
    const e = error instanceof Error ? error : new Error(String(error));
    addErrorLog({ type: 'render', message: e.message, stack: e.stack ?? '', info: (info.componentStack ?? '').trim().slice(0, 2000) });
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const t = (k: string) => i18n.t(k);
    const chunk = chunkFailureOf(error);
    const body = (
      <Result
        status={chunk ? 'warning' : 'error'}
        title={chunk ? t('chunk.title') : t('chunk.renderTitle')}
        subTitle={chunk ? `${t('chunk.hint')} (${chunk})` : (error as Error)?.message}
        extra={
          chunk ? (
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()} data-testid="chunk-reload">
              {t('chunk.reload')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => this.setState({ error: null })}>
              {t('chunk.retry')}
            </Button>
          )
        }
      />
    );
    return this.props.standalone ? <div className="standalone-page">{body}</div> : body;
  }
}

/** Boundary plus the page's own loading state. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense
        fallback={
          <div className="page-fallback">
            <Spin />
          </div>
        }
      >
        {children}
      </Suspense>
    </PageErrorBoundary>
  );
}
