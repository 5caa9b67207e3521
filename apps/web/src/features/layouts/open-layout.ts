/** Opening a layout in View by address: `/view?layout=<id>` (the Layouts page's "Open in View"). */
export const LAYOUT_PARAM = 'layout';

export function layoutViewAddress(viewPath: string, layoutId: string): string {
  return `${viewPath}?${LAYOUT_PARAM}=${encodeURIComponent(layoutId)}`;
}
