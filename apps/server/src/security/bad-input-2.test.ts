/** The malformed-request suite (malformed-request-suite.ts) over half of the routes: part 2 of 2. */
import { malformedRequestSuite } from './malformed-request-suite.js';

malformedRequestSuite(1, 2);
