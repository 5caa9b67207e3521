import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PageHeader } from './PageHeader.tsx';

describe('page header', () => {
  it("is the page's one h1, with its description and actions", () => {
    renderWithProviders(
      <PageHeader
        title="Users"
        description="Who may log in, and what they may do."
        actions={<Button>Add user</Button>}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Users']);
    expect(screen.getByText('Who may log in, and what they may do.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
  });
});
