/** The malformed-request suite (malformed-request-suite.ts) over a quarter of the routes: part 2 of 4. */
import { malformedRequestSuite } from './malformed-request-suite.js';

malformedRequestSuite(1, 4);
