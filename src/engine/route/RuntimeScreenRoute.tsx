import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@schemas/envelope';
import type { ScreenDeclaration, ScreenSource } from '@schemas/runtimeScreen';
import { runtimeResource } from '@resources/runtimeScreen';
import { http } from '@/providers/client';
import { addTexts } from '@/providers/i18n';
import { getAccessToken } from '@/providers/session';
import { PageFallback } from '@/shell/layout/PageFallback';
import { ResourceRouteView } from './ResourceRoute';

const ErrorPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));

interface PublishedScreen {
  id: number;
  version: number;
  declaration: ScreenDeclaration;
  source: ScreenSource;
}

/** The published declaration, read by the signed-in user (the server answers it to a designer or a user whose menu holds it). */
async function fetchScreen(key: string) {
  const { data } = await http.get<Envelope<PublishedScreen>>(`/admin/screen/published/${encodeURIComponent(key)}`, { ignoreErrors: true });
  if (data.code !== 0) throw Object.assign(new Error(data.msg ?? ''), { statusCode: 404 });
  const resource = runtimeResource(data.data.declaration, data.data.source);
  if (resource.texts) {
    addTexts('zh-CN', { [resource.name]: resource.texts['zh-CN'] });
    addTexts('en', { [resource.name]: resource.texts.en });
  }
  return { resource, version: data.data.version };
}

const statusOf = (error: unknown) => (error as { statusCode?: number; response?: { status?: number } }).statusCode ?? (error as { response?: { status?: number } }).response?.status;

/**
 * A screen an administrator built at run time (`/s/{key}`, docs/screens.md#screens-built-at-run-time), drawn by the same
 * list page as a TypeScript declaration. Its rows are the source's own call made by the viewer, so the server's
 * access and tenant rules apply to it as to any call.
 */
export default function RuntimeScreenRoute() {
  const { key = '' } = useParams();
  const query = useQuery({ queryKey: ['runtimeScreen', key], queryFn: () => fetchScreen(key), enabled: Boolean(getAccessToken()) });
  if (!getAccessToken()) return null;
  if (query.isLoading) return <PageFallback />;
  if (query.isError || !query.data) {
    const status = statusOf(query.error);
    return (
      <Suspense fallback={<PageFallback />}>
        <ErrorPage status={status === 403 ? '403' : status === 404 ? '404' : '500'} />
      </Suspense>
    );
  }
  const { resource, version } = query.data;
  return (
    <Suspense fallback={<PageFallback />}>
      <ResourceRouteView key={`${key}@${version}`} resource={resource} kind="list" path={resource.routes.list!} />
    </Suspense>
  );
}
