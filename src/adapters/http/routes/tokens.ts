/** Routes that make and unmake capability tokens: compile, mint, attenuate, revoke. */
import type { FastifyReply } from 'fastify';
import type { CapabilityClaims } from '../../../capability/claims.ts';
import { attenuateToken, inspectToken, mintToken } from '../../../capability/token.ts';
import { CapFenceError, TokenError } from '../../../errors.ts';
import type { SidecarContext } from '../context.ts';
import { SidecarError } from '../errors.ts';
import { AUTH_ERRORS, BODY_ERRORS, defineRoute, type RouteSpec } from '../route.ts';
import {
  AttenuateRequest,
  CompileRequest,
  CompileResponse,
  MintRequest,
  RevocationList,
  RevokeRequest,
  RevokeResponse,
  TokenResponse,
  EventRequest,
  EventResponse,
} from '../schemas.ts';

export function tokenRoutes(ctx: SidecarContext): RouteSpec[] {
  const graph = ctx.fence.graph;

  const issuer = () => {
    if (ctx.issuer === undefined)
      throw new SidecarError('ERR_NOT_CONFIGURED', { message: 'this sidecar has no issuer key: it cannot mint or attenuate' });
    return ctx.issuer;
  };

  const describe = (token: string, reply: FastifyReply) => {
    // A token is a bearer credential: no cache may keep a copy of the response.
    reply.header('cache-control', 'no-store');
    const leaf = inspectToken(token, graph).at(-1) as CapabilityClaims;
    return { token, tokenId: leaf.jti, expiresAt: new Date(leaf.exp * 1000).toISOString() };
  };

  const compile = defineRoute({
    operationId: 'compileToken',
    method: 'POST',
    url: '/v1/tokens/compile',
    right: 'mint',
    tag: 'tokens',
    summary: "Compile a user's intent into claims under the deployer policy, and mint a token for them",
    body: CompileRequest,
    response: CompileResponse,
    errors: [...AUTH_ERRORS, ...BODY_ERRORS, 'ERR_COMPILE_FAILED', 'ERR_CLAIMS_INVALID', 'ERR_NOT_CONFIGURED'],
    handler: ({ body, reply }) => {
      if (ctx.compile === undefined) throw new SidecarError('ERR_NOT_CONFIGURED', { message: 'this sidecar has no intent compiler' });
      const key = issuer();
      let compiled;
      try {
        compiled = ctx.compile({ intent: body.intent, ...(body.trust === undefined ? {} : { trust: body.trust }) });
      } catch (error) {
        // The compiler's own message may quote the intent: send its code only.
        if (error instanceof CapFenceError) throw new SidecarError('ERR_COMPILE_FAILED', { causeCode: error.code, cause: error });
        throw error;
      }
      const { scope, constraints, ceilings, ttlSeconds, intent } = compiled.claims;
      const token = mint(() =>
        mintToken(
          key.key,
          {
            issuer: key.name,
            subject: body.subject,
            scope,
            intent: intent ?? body.intent,
            escalate: [...compiled.escalate],
            ...(constraints === undefined ? {} : { constraints }),
            ...(ceilings === undefined ? {} : { ceilings }),
            ...(ttlSeconds === undefined ? {} : { ttlSeconds }),
          },
          graph,
        ),
      );
      return { ...describe(token, reply), claims: compiled.claims, explanations: [...compiled.explanations], escalate: [...compiled.escalate] };
    },
  });

  const mintRoute = defineRoute({
    operationId: 'mintToken',
    method: 'POST',
    url: '/v1/tokens',
    right: 'mint',
    tag: 'tokens',
    summary: 'Mint a root token from explicit claims',
    body: MintRequest,
    response: TokenResponse,
    errors: [...AUTH_ERRORS, ...BODY_ERRORS, 'ERR_CLAIMS_INVALID', 'ERR_NOT_CONFIGURED'],
    handler: ({ body, reply }) => {
      const key = issuer();
      const { subject, scope, constraints, ceilings, intent, ttlSeconds, delegateTo, expiresOn } = body;
      const token = mint(() =>
        mintToken(
          key.key,
          // mintToken leaves out every member that is undefined.
          { issuer: key.name, subject, scope, constraints, ceilings, intent, ttlSeconds, delegateTo, expiresOn },
          graph,
        ),
      );
      return describe(token, reply);
    },
  });

  const attenuate = defineRoute({
    operationId: 'attenuateToken',
    method: 'POST',
    url: '/v1/tokens/attenuate',
    right: 'attenuate',
    tag: 'tokens',
    summary: 'Derive a child token no wider than its parent (for a sub-agent)',
    body: AttenuateRequest,
    response: TokenResponse,
    errors: [
      ...AUTH_ERRORS,
      ...BODY_ERRORS,
      'ERR_TOKEN_REJECTED',
      'ERR_TOKEN_WIDENED',
      'ERR_TOKEN_DELEGATED',
      'ERR_CLAIMS_INVALID',
      'ERR_NOT_CONFIGURED',
    ],
    handler: ({ body, reply }) => {
      const key = issuer();
      const { token: parent, subject, scope, constraints, ceilings, ttlSeconds, delegateTo } = body;
      try {
        // Only a parent that verifies now (signatures, expiry, revocation) gets children.
        ctx.fence.verifyToken(parent);
      } catch (error) {
        if (error instanceof TokenError) throw new SidecarError('ERR_TOKEN_REJECTED', { causeCode: error.code });
        throw error;
      }
      const child = mint(() =>
        attenuateToken(
          parent,
          key.key,
          // attenuateToken keeps the parent's value for every member that is undefined.
          { subject, scope, constraints, ceilings, ttlSeconds, delegateTo },
          graph,
        ),
      );
      return describe(child, reply);
    },
  });

  const revoke = defineRoute({
    operationId: 'revokeToken',
    method: 'POST',
    url: '/v1/revocations',
    right: 'revoke',
    tag: 'tokens',
    summary: 'Revoke a token (and so every token delegated from it)',
    body: RevokeRequest,
    response: RevokeResponse,
    errors: [...AUTH_ERRORS, ...BODY_ERRORS, 'ERR_TOKEN_REJECTED', 'ERR_UNAVAILABLE'],
    handler: async ({ body }) => {
      let jti = body.tokenId;
      if (body.token !== undefined) {
        try {
          // Reading the leaf id needs no signature check: revoking a forgery harms nobody.
          jti = (inspectToken(body.token, graph).at(-1) as CapabilityClaims).jti;
        } catch (error) {
          if (error instanceof TokenError) throw new SidecarError('ERR_TOKEN_REJECTED', { causeCode: error.code });
          throw error;
        }
      }
      try {
        await ctx.fence.revocations.revoke(jti as string, body.reason);
      } catch (cause) {
        throw new SidecarError('ERR_UNAVAILABLE', { message: 'the revocation could not be stored', cause });
      }
      return { revoked: jti as string };
    },
  });

  const list = defineRoute({
    operationId: 'listRevocations',
    method: 'GET',
    url: '/v1/revocations',
    right: 'revoke',
    tag: 'tokens',
    summary: 'List revoked token ids',
    response: RevocationList,
    errors: [...AUTH_ERRORS],
    handler: async () => ({ revocations: await ctx.fence.revocations.list() }),
  });

  const postEvent = defineRoute({
    operationId: 'postEvent',
    method: 'POST',
    url: '/v1/events',
    right: 'revoke',
    tag: 'tokens',
    summary: 'Post a named event: every token that expires on it (expiresOn) and was issued before now ends, on every process of the store',
    body: EventRequest,
    response: EventResponse,
    errors: [...AUTH_ERRORS, ...BODY_ERRORS, 'ERR_UNAVAILABLE'],
    handler: async ({ body }) => {
      try {
        await ctx.fence.revocations.postEvent(body.name);
      } catch (cause) {
        throw new SidecarError('ERR_UNAVAILABLE', { message: 'the event could not be stored', cause });
      }
      return { posted: body.name };
    },
  });

  return [compile, mintRoute, attenuate, revoke, list, postEvent] as RouteSpec[];
}

/** Run a mint or attenuation, turning token errors into the caller's errors (codes and safe messages only). */
function mint(make: () => string): string {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    if (error.code === 'ERR_TOKEN_WIDENED') throw new SidecarError('ERR_TOKEN_WIDENED', { causeCode: error.code });
    if (error.code === 'ERR_TOKEN_CHAIN') throw new SidecarError('ERR_TOKEN_DELEGATED', { causeCode: error.code });
    // Claim validation messages name members and classes, never values of secrets.
    throw new SidecarError('ERR_CLAIMS_INVALID', { message: error.message, causeCode: error.code });
  }
}
