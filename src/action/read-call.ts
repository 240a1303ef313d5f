/**
 * Step 1 of every decision, before the token: a proposed call is untrusted input. Its shape and
 * bounds are checked here, and a bad one comes back as a problem (the fence denies it with the
 * reason), never as an exception.
 */
import type { ToolCall } from './types.ts';
import { CapFenceError } from '../errors.ts';
import { assertJsonWithin, type JsonBounds } from '../util/json.ts';

/** Longest tool name and call id accepted. */
export const MAX_TOOL_NAME = 256;

/** Why a proposed call could not be read. */
export class ToolCallProblem {
  constructor(readonly message: string) {}
}

/** Validate a proposed call's shape and bounds. Returns a problem rather than throwing: bad input is a denial. */
export function readCall(input: unknown, bounds: JsonBounds): ToolCall | ToolCallProblem {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return new ToolCallProblem('the call must be an object');
  const { tool, args, id } = input as { tool?: unknown; args?: unknown; id?: unknown };
  if (typeof tool !== 'string' || tool.length === 0 || tool.length > MAX_TOOL_NAME)
    return new ToolCallProblem(`the tool name must be a string of 1 to ${MAX_TOOL_NAME} characters`);
  if (id !== undefined && (typeof id !== 'string' || id.length > MAX_TOOL_NAME)) return new ToolCallProblem('the call id must be a short string');
  const argsValue = args ?? {};
  if (typeof argsValue !== 'object' || argsValue === null || Array.isArray(argsValue)) return new ToolCallProblem('the arguments must be an object');
  try {
    assertJsonWithin(argsValue, bounds);
  } catch (error) {
    return new ToolCallProblem(error instanceof CapFenceError ? error.message : 'the arguments are not plain JSON');
  }
  return id === undefined
    ? { tool, args: argsValue as Record<string, unknown> }
    : { tool, args: argsValue as Record<string, unknown>, id: id as string };
}
