/**
 * The sidecar's Prometheus metrics: the fence's own (decisions, latency, verifier outcomes, the
 * store; src/observability/metrics.ts, the same series the MCP gateway serves) plus the HTTP
 * layer's responses and error codes.
 */
import { Counter, counter, type FenceMetrics, labelSet } from '../../observability/metrics.ts';

export { labelSet, METRICS_CONTENT_TYPE, type MetricFamily, type Sample } from '../../observability/metrics.ts';

export class SidecarMetrics {
  readonly fence: FenceMetrics;
  readonly #requests = new Counter();
  readonly #errors = new Counter();

  constructor(fence: FenceMetrics) {
    this.fence = fence;
  }

  /** Count one HTTP response: `route` is the route template (never the raw URL). */
  response(route: string, status: number): void {
    this.#requests.inc(labelSet({ route, status: String(status) }));
  }

  /** Count one error response by its stable code. */
  error(code: string): void {
    this.#errors.inc(labelSet({ code }));
  }

  render(): string {
    const out = this.fence.lines();
    counter(out, 'capfence_http_requests_total', 'HTTP responses, by route template and status.', this.#requests);
    counter(out, 'capfence_http_errors_total', 'Error responses, by stable error code.', this.#errors);
    return `${out.join('\n')}\n`;
  }
}
