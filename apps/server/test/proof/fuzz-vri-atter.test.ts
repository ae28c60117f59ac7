import { fuzzGame } from './fuzz';

fuzzGame('vri-atter');
