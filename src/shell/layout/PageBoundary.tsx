import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/providers/i18n';
import { addErrorLog } from '../errorLog/errorLogStore';
import { chunkFailureOf } from '@/providers/chunkErrors';
import { PageFallback } from './PageFallback';
import { PlainErrorView } from './PlainErrorView';

// antd's Result (with its illustrations) only when an error is shown, not with every first screen; when the
// view itself cannot load, the plain one stands in.
const ErrorView = lazy(() => import('./PageErrorView').catch(() => ({ default: PlainErrorView })));

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
    return (
      <Suspense fallback={null}>
        <ErrorView chunk={chunkFailureOf(error)} message={(error as Error)?.message} onRetry={() => this.setState({ error: null })} standalone={this.props.standalone} t={t} />
      </Suspense>
    );
  }
}

/** Boundary plus the page's own loading state. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
