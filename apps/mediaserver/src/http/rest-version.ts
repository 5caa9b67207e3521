export type RestVersion = 'v1' | 'v2';
