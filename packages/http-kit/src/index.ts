export * from './errors.ts';
export * from './frozen-replies.ts';
export * from './openapi.ts';
export * from './rest-shape.ts';
export * from './routes.ts';
export * from './validate.ts';
