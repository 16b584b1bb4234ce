import { Navigate, Route } from 'react-router';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';
import { homePathOf } from './modules/moduleRules';
import { lazyPage } from '@/providers/chunkErrors';

const HomePage = lazyPage(() => import('@/pages/home/HomePage'));
const IframePage = lazyPage(() => import('@/pages/iframe/IframePage'));
const ActivitiDetailPage = lazyPage(() => import('@/pages/activti/ActivitiDetailPage'));
const PremiumInfosPage = lazyPage(() => import('@/pages/premiumInfos/PremiumInfosPage'));

/** `/` opens the home of the active module (docs/product.md#routing-rules). */
export function HomeRedirect() {
  const moduleActive = useStoreValue<number>(KEYS.moduleActive);
  return <Navigate to={homePathOf(moduleActive)} replace />;
}

/** The shell's own pages inside the layout: module homes, embedded pages, a reminder's task, version and service. */
export const shellPageRoutes = (
  <>
    <Route path="/scm/wel/index" element={<HomePage />} />
    <Route path="/operate/wel/index" element={<HomePage />} />
    <Route path="/myiframe/*" element={<IframePage />} />
    <Route path="/activti/detail/:id" element={<ActivitiDetailPage />} />
    <Route path="/premiumInfos" element={<PremiumInfosPage />} />
  </>
);
