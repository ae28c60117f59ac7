import { fuzzGame } from './fuzz';

fuzzGame('president');
