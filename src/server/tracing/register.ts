/**
 * Traces with OpenTelemetry (docs/adr/0773), loaded before the shop with
 * `node --import tsx --import ./src/server/tracing/register.ts` (the shop's
 * scripts and cluster do so). Only when OTEL_EXPORTER_OTLP_ENDPOINT is set:
 * the ESM loader hook is registered so that `node:http` and `pg` can be
 * patched, the official Node SDK starts with the HTTP and Postgres
 * instrumentations, and spans are exported over OTLP/HTTP. The SDK reads the
 * standard OTEL_* variables (service name, headers, sampling). Otherwise
 * nothing is loaded.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const { startTracing } = await import('./sdk');
  startTracing();
  await waitForAllMessagesAcknowledged();
}
