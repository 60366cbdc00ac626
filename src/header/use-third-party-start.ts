import { useEffect } from 'react';
import type { Stage } from '../core/config';
import type { Site } from '../core/sites';
import { raisingPreloadError } from '../ds/lazy/index';
import { startThirdPartyScripts } from '../../stores/third-party/third-party.start';

/** The third-party scripts' code, imported only when the header will use it (issue 15). */
const importThirdPartyCode = raisingPreloadError(
  'shop-header',
  () => import('../../stores/third-party/index'),
);

/** spec header §7: the consent manager and, after consent, the marketing scripts; once a page. */
export function useThirdPartyStart(site: Site, stage: Stage, oneTrustEnabled: boolean): void {
  useEffect(
    () => startThirdPartyScripts({ site, stage, oneTrustEnabled }, importThirdPartyCode),
    [site, stage, oneTrustEnabled],
  );
}
