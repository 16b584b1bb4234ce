import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useCan } from '@refinedev/core';
import type { ResourceDecl } from '@resources/define';
import { getAccessToken } from '@/providers/session';

const ResourceListPage = lazy(() => import('@/engine/ResourceListPage'));
const ErrorPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));

const Waiting = () => (
  <div className="page-fallback">
    <Spin />
  </div>
);

/**
 * A resource's page behind the menu (DESIGN.md section 5): a page the user's menu does not hold is 403,
 * also when its address is typed; the bespoke page replaces the generated one where declared.
 */
export function ResourceRoute({ resource }: { resource: ResourceDecl }) {
  const { data, isLoading, isError } = useCan({ resource: resource.name, action: 'list' });
  // While signing out the cached answer may still say yes: a page without a session never calls the server.
  if (!getAccessToken()) return null;
  if (isLoading) return <Waiting />;
  const Page = resource.pages?.list ?? ResourceListPage;
  return (
    <Suspense fallback={<Waiting />}>
      {isError ? <ErrorPage status="500" /> : !data?.can ? <ErrorPage status="403" /> : <Page resource={resource} />}
    </Suspense>
  );
}
