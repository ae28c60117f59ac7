import { fuzzGame } from './fuzz';

fuzzGame('idiot');
