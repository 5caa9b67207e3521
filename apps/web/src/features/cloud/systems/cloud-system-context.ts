import { createContext, useContext } from 'react';
import type { CloudSystem } from './systems.api.ts';

/** The cloud system whose page is open, for the portal's own pages among its routed pages (Users). */
export interface OpenCloudSystem {
  system: CloudSystem;
  /** The account's e-mail. */
  selfEmail: string;
}

export const CloudSystemContext = createContext<OpenCloudSystem | null>(null);

export function useOpenCloudSystem(): OpenCloudSystem {
  const open = useContext(CloudSystemContext);
  if (!open) throw new Error('useOpenCloudSystem() needs the system page above it');
  return open;
}
