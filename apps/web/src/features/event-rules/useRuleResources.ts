import { normalizeId, PREDEFINED_ROLES } from '@argus/contract';
import { useMemo } from 'react';
import { useCameraList } from '../cameras/cameras.api.ts';
import { useUserRoles, useUsers } from '../settings/users/users.api.ts';

export interface Option {
  value: string;
  label: string;
}

export interface RuleResources {
  cameras: Option[];
  /** Users and roles, for e-mail recipients and popup targets. */
  recipients: Option[];
  /** The name of a camera, user or role, or the id when it is unknown (deleted). */
  nameOf(id: string): string;
}

const key = (id: string) => normalizeId(id) ?? id;

/** The cameras, users and roles rules refer to by id, with their names. */
export function useRuleResources(): RuleResources {
  const cameras = useCameraList().data;
  const users = useUsers().data;
  const roles = useUserRoles().data;
  return useMemo(() => {
    const cameraOptions = (cameras ?? []).map((c) => ({ value: c.id, label: c.name }));
    const recipients = [
      ...(users ?? []).map((u) => ({
        value: u.id,
        label: u.fullName ? `${u.name} (${u.fullName})` : u.name,
      })),
      ...PREDEFINED_ROLES.filter((r) => !r.isOwner).map((r) => ({ value: r.id, label: r.name })),
      ...(roles ?? []).map((r) => ({ value: r.id, label: r.name })),
    ];
    const names = new Map([...cameraOptions, ...recipients].map((o) => [key(o.value), o.label]));
    return { cameras: cameraOptions, recipients, nameOf: (id) => names.get(key(id)) ?? id };
  }, [cameras, users, roles]);
}
