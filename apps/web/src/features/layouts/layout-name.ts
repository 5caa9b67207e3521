/** A layout's name, checked before it is saved: required, and not the name of another layout the caller sees. */
import { isNameTaken } from './layouts.api.ts';

export type LayoutNameProblem = 'required' | 'taken' | 'tooLong' | null;

/** The longest name the console accepts. */
export const LAYOUT_NAME_MAX = 200;

export function layoutNameProblem(
  name: string,
  layouts: readonly { id: string; name: string }[],
  ownId?: string,
): LayoutNameProblem {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > LAYOUT_NAME_MAX) return 'tooLong';
  if (isNameTaken(layouts, trimmed, ownId)) return 'taken';
  return null;
}
