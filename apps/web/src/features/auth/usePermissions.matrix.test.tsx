/**
 * The contract's access matrix, in the console: for every kind of user, the permissions the pages ask
 * (`usePermissions().can`) come from the server's access answer held in the query cache, and agree with the
 * matrix on every layout, web page and camera, including the archive and export of cameras.
 */
import { NULL_ID, PREDEFINED_ROLES } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import {
  ACCESS_MATRIX,
  MATRIX_CAMERAS,
  MATRIX_RESOURCES,
  MATRIX_ROLES,
  MATRIX_SUBJECTS,
  type MatrixSubject,
  matrixResource,
} from '@argus/contract/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, OWNER } from '../../../test/media-server-fixtures.ts';
import { renderWithProviders, setCurrentUser } from '../../../test/render.tsx';
import { usePermissions } from './usePermissions.ts';

const ROLES = Object.values(MATRIX_ROLES);
const USER_ID = '00000000-0000-4000-8000-0000000000b1';

function userOf(subject: MatrixSubject): UserModel {
  const base = { ...OWNER, id: USER_ID, name: subject.key, isOwner: false };
  const role = subject.role;
  if ('predefined' in role) {
    const r = PREDEFINED_ROLES.find((p) => p.key === role.predefined)!;
    return { ...base, permissions: r.permissions, userRoleId: r.id };
  }
  if ('custom' in role)
    return { ...base, permissions: 'NoGlobalPermissions', userRoleId: MATRIX_ROLES[role.custom].id };
  return { ...base, ...role, userRoleId: NULL_ID };
}

/** Prints what the page would be told, one line per question. */
function Answers() {
  const { can, access } = usePermissions();
  const userId = access?.userId ?? '';
  const lines = [`administer ${can('administer')}`, `viewLogs ${can('viewLogs')}`];
  for (const resource of MATRIX_RESOURCES) {
    const ref = matrixResource(resource, userId);
    lines.push(`view ${resource} ${can('view', ref)}`, `edit ${resource} ${can('edit', ref)}`);
  }
  for (const camera of MATRIX_CAMERAS) {
    const ref = matrixResource(camera, userId);
    lines.push(`viewArchive ${camera} ${can('viewArchive', ref)}`, `export ${camera} ${can('export', ref)}`);
  }
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

describe('the access matrix, as the console asks it', () => {
  for (const subject of MATRIX_SUBJECTS) {
    it(subject.key, () => {
      const row = ACCESS_MATRIX[subject.key]!;
      const queryClient = new QueryClient();
      setCurrentUser(queryClient, currentUser(userOf(subject), ROLES));
      renderWithProviders(<Answers />, queryClient);
      const expected = [`administer ${row.administer}`, `viewLogs ${row.viewLogs}`];
      for (const resource of MATRIX_RESOURCES)
        expected.push(`view ${resource} ${row.view[resource]}`, `edit ${resource} ${row.edit[resource]}`);
      for (const camera of MATRIX_CAMERAS)
        expected.push(
          `viewArchive ${camera} ${row.viewArchive[camera]}`,
          `export ${camera} ${row.export[camera]}`,
        );
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected);
    });
  }
});
