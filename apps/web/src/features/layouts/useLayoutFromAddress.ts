import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../ui/notify.ts';
import type { WallState } from '../view/wall/useWall.ts';
import { indexOfCamera, wallCameraIds } from '../view/wall/wall-model.ts';
import { layoutToWall } from './layout-wall.ts';
import { useLayouts } from './layouts.api.ts';
import { LAYOUT_PARAM } from './open-layout.ts';

/**
 * `/view?layout=<id>` (the Layouts page's "Open in View"): the layout becomes the wall, once; the address
 * then names one of its cameras (or, when the open camera is on it, loses the parameter).
 */
export function useLayoutFromAddress(state: WallState, openId: string, cameraIds: ReadonlySet<string>): void {
  const { t } = useTranslation('layouts');
  const [params, setParams] = useSearchParams();
  const id = params.get(LAYOUT_PARAM);
  const layouts = useLayouts({ enabled: id !== null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once, when the layouts arrive
  useEffect(() => {
    if (id === null || !(layouts.data || layouts.isError)) return;
    const layout = layouts.data?.find((l) => l.id === id);
    const wall = layout ? layoutToWall(layout, cameraIds) : null;
    const navigates = wall !== null && wallCameraIds(wall).length > 0 && indexOfCamera(wall, openId) < 0;
    if (layout && wall) state.replace(wall, { id: layout.id, name: layout.name });
    else notify('warning', t('wall.layoutGone'));
    if (!navigates)
      setParams(
        (p) => {
          p.delete(LAYOUT_PARAM);
          return p;
        },
        { replace: true },
      );
  }, [id, layouts.data, layouts.isError]);
}
