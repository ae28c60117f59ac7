import { fuzzGame } from './fuzz';

fuzzGame('hjerterfri');
