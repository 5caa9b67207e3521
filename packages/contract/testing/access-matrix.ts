/**
 * One table of who may do what (spec 000 §6, media-server-api §4.0, §4.6.2), for the tests of every layer:
 * the contract's `can()` directly, the media server through its API, and the web app through its guards.
 * Each subject is a kind of user; each row says which actions it may take on which resource.
 */

import { PERMISSION_PRESETS, type PREDEFINED_ROLES } from '../src/rules/permissions.ts';
import { NULL_ID } from '../src/schemas/ids.ts';

/** The resources every subject is tried against. Ids are fixed so that every layer can create them. */
export const MATRIX_IDS = {
  /** A shared layout (no owner) that the custom subjects' access lists name. */
  sharedListedLayout: '6a3b1f7e-0000-4000-8000-000000000001',
  /** A shared layout nobody's access list names. */
  sharedLayout: '6a3b1f7e-0000-4000-8000-000000000002',
  /** A web page the custom subjects' access lists name. */
  listedPage: '6a3b1f7e-0000-4000-8000-000000000003',
  /** A web page nobody's access list names. */
  otherPage: '6a3b1f7e-0000-4000-8000-000000000004',
  /** The custom roles. */
  adminRole: '6a3b1f7e-0000-4000-8000-000000000005',
  listRole: '6a3b1f7e-0000-4000-8000-000000000006',
  /** A camera the custom subjects' access lists name. */
  listedCamera: '6a3b1f7e-0000-4000-8000-000000000007',
  /** A camera nobody's access list names. */
  otherCamera: '6a3b1f7e-0000-4000-8000-000000000008',
} as const;

export interface MatrixSubject {
  key: string;
  /** How to create the user: a predefined role, a custom role, or its own permissions and list. */
  role:
    | { predefined: (typeof PREDEFINED_ROLES)[number]['key'] }
    | { custom: 'adminRole' | 'listRole' }
    | { permissions: string; accessibleResources: string[] };
}

/** The custom roles the subjects use. */
export const MATRIX_ROLES = {
  adminRole: {
    id: MATRIX_IDS.adminRole,
    name: 'Site admins',
    permissions: PERMISSION_PRESETS.administrator,
    accessibleResources: [] as string[],
  },
  listRole: {
    id: MATRIX_IDS.listRole,
    name: 'Listed only',
    permissions: 'GlobalViewArchivePermission',
    accessibleResources: [
      MATRIX_IDS.sharedListedLayout,
      MATRIX_IDS.listedPage,
      MATRIX_IDS.listedCamera,
    ] as string[],
  },
} as const;

export const MATRIX_SUBJECTS: readonly MatrixSubject[] = [
  { key: 'administrator', role: { predefined: 'administrator' } },
  { key: 'advancedViewer', role: { predefined: 'advancedViewer' } },
  { key: 'viewer', role: { predefined: 'viewer' } },
  { key: 'liveViewer', role: { predefined: 'liveViewer' } },
  { key: 'customRoleAdmin', role: { custom: 'adminRole' } },
  { key: 'customRoleListed', role: { custom: 'listRole' } },
  {
    key: 'customListed',
    role: {
      permissions: 'NoGlobalPermissions',
      accessibleResources: [MATRIX_IDS.listedPage, MATRIX_IDS.listedCamera],
    },
  },
];

export type MatrixCamera = 'listedCamera' | 'otherCamera';
export type MatrixResource =
  | 'sharedListedLayout'
  | 'sharedLayout'
  | 'ownLayout'
  | 'listedPage'
  | 'otherPage'
  | MatrixCamera;

/** The layouts, pages and cameras as the contract's `can()` sees them; `ownLayout` belongs to the subject. */
export function matrixResource(resource: MatrixResource, subjectUserId: string) {
  switch (resource) {
    case 'sharedListedLayout':
      return { type: 'layout' as const, id: MATRIX_IDS.sharedListedLayout, parentId: NULL_ID };
    case 'sharedLayout':
      return { type: 'layout' as const, id: MATRIX_IDS.sharedLayout, parentId: NULL_ID };
    case 'ownLayout':
      return { type: 'layout' as const, id: `own-${subjectUserId}`, parentId: subjectUserId };
    case 'listedPage':
      return { type: 'webPage' as const, id: MATRIX_IDS.listedPage };
    case 'otherPage':
      return { type: 'webPage' as const, id: MATRIX_IDS.otherPage };
    case 'listedCamera':
    case 'otherCamera':
      return { type: 'camera' as const, id: MATRIX_IDS[resource] };
  }
}

/** What each subject may do: `administer` the system, and `view`/`edit` each resource. */
export interface MatrixRow {
  administer: boolean;
  /** List, add and change storages, rebuild the archive, log settings (`can(access, 'administer')`). */
  storages: boolean;
  /** Read the server's log files (`/api/showLog`; `can(access, 'viewLogs')`). */
  viewLogs: boolean;
  view: Record<MatrixResource, boolean>;
  edit: Record<MatrixResource, boolean>;
  /** Watch a camera's archive (`GlobalViewArchivePermission` on a camera it sees). */
  viewArchive: Record<MatrixCamera, boolean>;
  /** Export from a camera's archive (`GlobalExportPermission` on a camera it sees). */
  export: Record<MatrixCamera, boolean>;
}

const all = (v: boolean): Record<MatrixResource, boolean> => ({
  sharedListedLayout: v,
  sharedLayout: v,
  ownLayout: v,
  listedPage: v,
  otherPage: v,
  listedCamera: v,
  otherCamera: v,
});
const cameras = (listedCamera: boolean, otherCamera: boolean) => ({ listedCamera, otherCamera });
const ownLayoutOnly = { ...all(false), ownLayout: true };
/** All-media users see every shared resource. */
const allMedia = all(true);
/** Users without all-media access see their own layouts and what their lists name. */
const listed = {
  ...all(false),
  ownLayout: true,
  sharedListedLayout: true,
  listedPage: true,
  listedCamera: true,
};
const adminRow: MatrixRow = {
  administer: true,
  storages: true,
  viewLogs: true,
  view: all(true),
  edit: all(true),
  viewArchive: cameras(true, true),
  export: cameras(true, true),
};

export const ACCESS_MATRIX: Record<string, MatrixRow> = {
  administrator: adminRow,
  customRoleAdmin: adminRow,
  advancedViewer: {
    administer: false,
    storages: false,
    viewLogs: true,
    view: allMedia,
    edit: ownLayoutOnly,
    viewArchive: cameras(true, true),
    export: cameras(true, true),
  },
  viewer: {
    administer: false,
    storages: false,
    viewLogs: false,
    view: allMedia,
    edit: ownLayoutOnly,
    viewArchive: cameras(true, true),
    export: cameras(true, true),
  },
  liveViewer: {
    administer: false,
    storages: false,
    viewLogs: false,
    view: allMedia,
    edit: ownLayoutOnly,
    viewArchive: cameras(false, false),
    export: cameras(false, false),
  },
  // The role grants the archive only, for what its list names.
  customRoleListed: {
    administer: false,
    storages: false,
    viewLogs: false,
    view: listed,
    edit: ownLayoutOnly,
    viewArchive: cameras(true, false),
    export: cameras(false, false),
  },
  customListed: {
    administer: false,
    storages: false,
    viewLogs: false,
    view: { ...all(false), ownLayout: true, listedPage: true, listedCamera: true },
    edit: ownLayoutOnly,
    viewArchive: cameras(false, false),
    export: cameras(false, false),
  },
};

export const MATRIX_RESOURCES: readonly MatrixResource[] = [
  'sharedListedLayout',
  'sharedLayout',
  'ownLayout',
  'listedPage',
  'otherPage',
  'listedCamera',
  'otherCamera',
];

export const MATRIX_CAMERAS: readonly MatrixCamera[] = ['listedCamera', 'otherCamera'];
