import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { onClose } from '../node/graceful';

/** Starts the SDK: server and client HTTP spans, Postgres query spans, exported over OTLP/HTTP; flushed when the process stops. */
export function startTracing(): void {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'storefront',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Health checks and metric scrapes would be most of the spans and tell nothing.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/api\/(health|metrics)/.test(request.url ?? '') }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  // The spans still held are sent as the process stops: a server once its last request is answered (its
  // graceful stop's close steps, docs/adr/0771), so the spans of the requests it drains go too; a process
  // nothing else stops on the signal is ended once they are sent.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      const flush = () => sdk.shutdown().catch(() => {});
      if (process.listenerCount(signal) > 0) onClose(flush);
      else void flush().finally(() => process.exit(0));
    });
}
