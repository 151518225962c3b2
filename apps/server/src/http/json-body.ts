import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/**
 * JSON bodies parsed without prototype poisoning; an empty body reads as "no body" so a bodiless POST
 * with a JSON content type (e.g. logout) is not an error. Bad JSON becomes Fastify's 400, which the
 * error handler words for people.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(
        Object.assign(new Error('Invalid JSON body'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
}
