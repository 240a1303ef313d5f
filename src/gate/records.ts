/** How a tool output splits into records (src/gate/sources.ts reads each record's cues apart). */

/**
 * Where the records of a listing start: top-level YAML list items (`- ` at the start of a line)
 * and the elements of a top-level JSON array. Text of any other shape is one record. Only the
 * structure outside string values counts: text inside a JSON string cannot split a record.
 */
export function recordStarts(text: string, length: number): number[] {
  const starts = [0];
  let first = 0;
  while (first < length && /\s/.test(text[first]!)) first++;
  if (text[first] === '[') {
    let depth = 0;
    let quoted = false;
    for (let i = first; i < length; i++) {
      const c = text.charCodeAt(i);
      if (quoted) {
        if (c === 92) i++;
        else if (c === 34) quoted = false;
      } else if (c === 34) quoted = true;
      else if (c === 123 || c === 91) {
        if (depth === 1 && c === 123) starts.push(i);
        depth++;
      } else if (c === 125 || c === 93) depth--;
    }
    return starts;
  }
  for (let at = text.indexOf('\n- ', 0); at >= 0 && at < length; at = text.indexOf('\n- ', at + 1)) starts.push(at + 1);
  return starts;
}
