import { useCallback } from 'react';
import type { Envelope } from '@schemas/envelope';
import type { ScmParam } from '@schemas/scmParam';
import { http } from '@/providers/client';
import { getStore, setStore } from '@/providers/storage';
import { needsScmParams } from './moduleRules';
import { reportProblem } from '@/providers/reportProblem';

export const SCM_PARAMS_KEY = 'scmParams';
let inFlight: Promise<unknown> | null = null;

/** Loads the supply-chain parameters once per session when module 300 is active (docs/product.md#the-menu-and-modules). */
export function useScmParams() {
  return useCallback((moduleActive: number | undefined) => {
    if (inFlight || !needsScmParams(moduleActive, getStore(SCM_PARAMS_KEY) !== undefined)) return;
    inFlight = http
      .get<Envelope<ScmParam[]>>('/scm/params', { ignoreErrors: true })
      .then(({ data }) => setStore({ name: SCM_PARAMS_KEY, content: data.data ?? [], type: 'session' }))
      // Asked again at the next switch to the module; why it failed goes to the page's error log.
      .catch(reportProblem)
      .finally(() => {
        inFlight = null;
      });
  }, []);
}
