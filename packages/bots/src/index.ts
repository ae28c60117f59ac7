export * from './bot';
export * from './random';
