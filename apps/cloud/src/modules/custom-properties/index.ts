// The custom properties module's public face.
export { CustomPropertiesRepository } from './custom-properties.repository.ts';
export { type CustomPropertyRow, customProperties } from './custom-properties.table.ts';
