/**
 * A temperature asked for ("auf 31 Grad", "pe 21 de grade", "50 darajaga", "24 מעלות", "26度",
 * "-14 °C"): the request sets a device that takes one. When the words of a change request decided
 * nothing (its object is in words nothing reads) and the catalog's tools that take a temperature are
 * all of one class, the request is that class.
 */
import type { ActionClass } from '../../action/types.ts';
import type { CapabilityGraph } from '../graph.ts';
import type { ToolIndex } from './grounding.ts';

/** A number followed by a degree sign or a word for degrees, in the languages intents come in. */
const TEMPERATURE =
  /(?<![\p{L}\p{N}])[-−]?\d{1,3}(?:[.,]\d)?\s?(?:°\s?[CF]?|º\s?[CF]?|℃|℉|(?:de\s)?(?:degrees?|degré?s?|grad|grade|grader|graden|gradi|grados?|graus?|stopni\p{L}*|stupň\p{L}*|stupeň|fok\p{L}*|astetta|asteeseen|kraadi\p{L}*|derece\p{L}*|daraja\p{L}*|градус\p{L}*|מעלות|درجة|درجات|درجه|度|도|องศา|डिग्री|ডিগ্রি|độ)(?![\p{L}]))/iu;
/** What a tool's argument or text says when it takes a temperature (glossed words included). */
const TAKES_TEMPERATURE = /temperat|^temp$|setpoint|thermostat|celsius|heizung|heater|heating|(?:^|_)(?:soll|nhiet)(?:_|$)/;

/** `text` asks for a temperature. */
export function asksTemperature(text: string): boolean {
  return TEMPERATURE.test(text);
}

/** The one side-effect class of the catalog's tools that take a temperature, if they are of one. */
export function temperatureClass(tools: ToolIndex, graph: CapabilityGraph): ActionClass | undefined {
  const found = new Set<ActionClass>();
  for (const tool of tools.tools) {
    if (!graph.has(tool.cls) || !graph.info(tool.cls).sideEffect) continue;
    const words = [...tool.args.keys(), ...[...tool.args.values()].flatMap((s) => [...s])];
    if (words.some((w) => TAKES_TEMPERATURE.test(w.toLowerCase()))) found.add(tool.cls);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
