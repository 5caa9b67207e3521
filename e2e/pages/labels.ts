/**
 * Matches a form field's label exactly, with or without the " *" Mantine appends to required fields (the
 * asterisk is aria-hidden, but getByLabel reads the label's text).
 */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}
