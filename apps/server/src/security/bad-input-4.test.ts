/** The malformed-request suite (malformed-request-suite.ts) over a quarter of the routes: part 4 of 4. */
import { malformedRequestSuite } from './malformed-request-suite.js';

malformedRequestSuite(3, 4);
