export * from './bot';
export * from './random';
export * from './outcome';
export * from './ismcts';
export * from './heuristic';
export * from './levels';
export * from './input';
export * from './arena';
