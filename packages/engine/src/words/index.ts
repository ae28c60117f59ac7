export * from './lang';
export * from './cards';
export * from './render';
export * from './game-words';
export * from './reasons';
export * from './catalogue';
export * from './table';
export * from './errors';
