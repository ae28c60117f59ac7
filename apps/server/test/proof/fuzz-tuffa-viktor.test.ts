import { fuzzGame } from './fuzz';

fuzzGame('tuffa-viktor');
