import { trace } from '@opentelemetry/api';
import pino from 'pino';
import { config } from './config';

/** Structured JSON logs (one line per event), level from LOG_LEVEL. */
export const logger = pino({
  level: config().LOG_LEVEL,
  base: { service: 'storefront' },
  // With tracing on (src/server/tracing), each line names the trace and span it was written in.
  mixin() {
    const context = trace.getActiveSpan()?.spanContext();
    return context ? { traceId: context.traceId, spanId: context.spanId } : {};
  },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password'],
});
