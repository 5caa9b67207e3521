import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';
import { LocalSystemScope } from './scope/LocalSystemScope.tsx';

/** Local mode: the routed console of the one system whose media server served the app. */
export function LocalConsole() {
  const [router] = useState(createRouter);
  return (
    <LocalSystemScope>
      <RouterProvider router={router} />
    </LocalSystemScope>
  );
}
