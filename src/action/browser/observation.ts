/**
 * What the fence knows of the page a browsing agent is on, for classifying its next call: the
 * last page snapshot a tool output showed (parsed once, when the output arrives), the address
 * the browser reported last, and the element the agent typed into last (a key press without a
 * target goes there).
 *
 * This is the seam between classification and the session's memory of outputs. A session feeds
 * each tool output to a {@link PageObserver} once; decisions only read the {@link Observation}.
 * (The gate's ObservationIndex, when it lands, carries one of these per task.)
 */
import { type PageSnapshot, parseSnapshot, reportedUrl } from './snapshot.ts';
import type { ResolvedTarget } from '../types.ts';

/** Roles of elements that take keystrokes: a key press without a target goes to the last one typed into. */
export const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'textarea', 'input']);

export interface Observation {
  /** The last page snapshot seen, parsed. */
  readonly page: PageSnapshot | undefined;
  /** The page address reported last; differs from `page.url` when the agent moved on without a new snapshot. */
  readonly url: string | undefined;
  /** Ref or bid of the element the agent typed into last. */
  readonly focus: string | undefined;
}

/** True when the browser reported another address since the snapshot was taken (its refs may be gone). */
export function isStale(observation: Observation): boolean {
  const page = observation.page;
  if (page === undefined) return true;
  return observation.url !== undefined && page.url !== undefined && stripHash(observation.url) !== stripHash(page.url);
}

const stripHash = (url: string): string => url.replace(/#.*$/, '');

/** Keeps an {@link Observation} up to date from tool outputs. Not thread-safe; one per session. */
export class PageObserver implements Observation {
  #page: PageSnapshot | undefined;
  #url: string | undefined;
  #focus: string | undefined;

  get page(): PageSnapshot | undefined {
    return this.#page;
  }

  get url(): string | undefined {
    return this.#url;
  }

  get focus(): string | undefined {
    return this.#focus;
  }

  /**
   * A tool returned `output` (text or JSON): a page snapshot in it becomes the current page; an
   * address it reports becomes the current address. Anything else is ignored. Never throws.
   */
  observe(output: unknown): void {
    const text = textOf(output);
    if (text === undefined) return;
    const page = parseSnapshot(text);
    const url = reportedUrl(text);
    if (page !== undefined) {
      this.#page = page;
      this.#focus = undefined;
    }
    if (url !== undefined) this.#url = url;
    else if (page?.url !== undefined) this.#url = page.url;
  }

  /** The agent typed into the element `ref` (an allowed call): a later key press goes there. */
  focused(ref: string | undefined): void {
    this.#focus = ref;
  }

  /** An allowed call acted on `target`: when it is a field, it has the focus. */
  actedOn(target: ResolvedTarget | undefined): void {
    if (target !== undefined && FIELD_ROLES.has(target.role.toLowerCase())) this.#focus = target.ref;
  }
}

function textOf(output: unknown): string | undefined {
  if (typeof output === 'string') return output;
  if (output === null || output === undefined) return undefined;
  // MCP results: { content: [{ type: 'text', text }] }.
  const content = (output as { content?: unknown }).content;
  if (Array.isArray(content))
    return content
      .map((c) => (typeof c === 'object' && c !== null && typeof (c as { text?: unknown }).text === 'string' ? (c as { text: string }).text : ''))
      .join('\n');
  try {
    return JSON.stringify(output);
  } catch {
    return undefined;
  }
}

/**
 * A browser server's own hint of which tool clears a modal state (Playwright MCP: "- [File
 * chooser]: can be handled by browser_file_upload"), a line of its own after "### Modal state".
 * The server writes it, not the page: the tool it names is no sign that the output addresses the
 * agent, so it is left out of what the session remembers of the output. The description in the
 * brackets (a dialog's message, which the page writes) stays.
 */
const HARNESS_HINT = /^(- \[[^\n]{0,2048}\]): can be handled by (?:the )?"?[a-z][a-z0-9_]{0,63}"?(?: tool)?[ \t]*$/gm;

/** `text` without the browser server's modal-state hints (see {@link HARNESS_HINT}). */
export function withoutHarnessHints(text: string): string {
  return text.includes('can be handled by') ? text.replace(HARNESS_HINT, '$1: (modal state)') : text;
}
