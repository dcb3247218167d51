import pino from 'pino';
import { config } from './config';

/** Structured JSON logs (one line per event), level from LOG_LEVEL. */
export const logger = pino({
  level: config().LOG_LEVEL,
  base: { service: 'storefront' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password'],
});
