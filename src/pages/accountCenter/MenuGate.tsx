import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { menuPaths } from '@/providers/menuAccess';

const ErrorPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));

/**
 * DESIGN.md section 5 for the bespoke account-centre pages: a page is reachable only when the user's menu
 * holds its menu path (the child pages hang under 开户管理), also when its address is typed.
 */
export function MenuGate({ menuPath, children }: { menuPath: string; children: ReactNode }) {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    menuPaths()
      .then((paths) => live && setAllowed(paths.has(menuPath)))
      .catch(() => live && setAllowed(false));
    return () => {
      live = false;
    };
  }, [menuPath]);
  if (allowed === null)
    return (
      <div className="page-fallback">
        <Spin />
      </div>
    );
  return allowed ? <>{children}</> : <Suspense fallback={null}><ErrorPage status="403" /></Suspense>;
}
