/** The malformed-request suite (malformed-request-suite.ts) over half of the routes: part 1 of 2. */
import { malformedRequestSuite } from './malformed-request-suite.js';

malformedRequestSuite(0, 2);
