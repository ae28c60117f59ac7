import { fuzzGame } from './fuzz';

fuzzGame('viggo');
