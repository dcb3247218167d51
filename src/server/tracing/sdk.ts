import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

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
  // The spans still held are sent as the process stops; a process nothing else stops on the signal then ends.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(
      signal,
      () =>
        void sdk
          .shutdown()
          .catch(() => {})
          .finally(() => process.listenerCount(signal) === 0 && process.exit(0)),
    );
}
