import type Koa from 'koa';
import type { ApiContract } from '@more-ai/contracts/api/contract';
import { ContractIndex } from '@more-ai/contracts/api/match';

export const CONTRACT_VIOLATION = 'CONTRACT_VIOLATION';

/**
 * Checks every answer of an /api route against its contract: the status must be one the contract
 * declares, and the JSON body (as the client receives it) must parse with that status's schema and
 * carry no field the schema leaves out. A
 * violation is logged and answered as a 500 naming the route, the status and the problem, so a test
 * that drives the route fails loudly. For test apps: production leaves it off (it costs a parse per
 * answer, and a client is better served by a slightly wrong answer than by none).
 */
export function contractConformance(contracts: readonly ApiContract[]): Koa.Middleware {
  const index = new ContractIndex(contracts);
  return async (ctx, next) => {
    await next();
    const contract = index.find(ctx.method, ctx.path);
    if (!contract) return;
    const problem = violationOf(contract, ctx.status, ctx.body);
    if (!problem) return;
    const message = `${ctx.method} ${contract.path} answered ${ctx.status} outside its contract: ${problem}`;
    ctx.state.log?.error({ status: ctx.status, body: ctx.body }, message);
    ctx.status = 500;
    ctx.body = { message, code: CONTRACT_VIOLATION };
  };
}

function violationOf(contract: ApiContract, status: number, body: unknown): string | undefined {
  const declared = contract.responses[status];
  if (!declared) return `status ${status} is not declared (declared: ${Object.keys(contract.responses).join(', ')})`;
  // A file (a PDF): its bytes are the route's own tests' to check.
  if (declared.contentType) return undefined;
  // What the client receives: Dates as text, undefined fields left out.
  const json: unknown = body === undefined || body === null ? null : JSON.parse(JSON.stringify(body));
  const result = declared.body.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return `${issue.path.length > 0 ? issue.path.join('.') : 'the body'}: ${issue.message}`;
  }
  // The schema's objects drop what they do not declare: a field dropped is a field the document hides.
  const undeclared = undeclaredField(json, result.data, []);
  return undeclared ? `${undeclared} is not declared` : undefined;
}

/** The path of the first field of `sent` that `kept` (its parse) left out, if any. */
function undeclaredField(sent: unknown, kept: unknown, at: (string | number)[]): string | undefined {
  if (typeof sent !== 'object' || sent === null || typeof kept !== 'object' || kept === null) return undefined;
  for (const [key, value] of Object.entries(sent)) {
    const path = [...at, Array.isArray(sent) ? Number(key) : key];
    if (!(key in kept)) return path.join('.');
    const deeper = undeclaredField(value, (kept as Record<string, unknown>)[key], path);
    if (deeper) return deeper;
  }
  return undefined;
}
