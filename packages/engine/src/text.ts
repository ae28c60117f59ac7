export type { Text } from './words/lang';
