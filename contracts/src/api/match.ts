import type { ApiContract } from './contract';

/** Finds the contracts of requests by method and path. */
export class ContractIndex {
  private readonly entries: { contract: ApiContract; pattern: RegExp; params: number }[];

  constructor(contracts: readonly ApiContract[]) {
    // A literal segment wins over a parameter: /api/watchlist/can-create is not /api/watchlist/{id}.
    this.entries = contracts
      .map((contract) => ({
        contract,
        pattern: new RegExp(`^${contract.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (contract.path.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The contract of `method` on `path` ('GET', '/api/watchlist/5d0c…'); HEAD is GET's. */
  find(method: string, path: string): ApiContract | undefined {
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    return this.entries.find((entry) => entry.contract.method === wanted && entry.pattern.test(path))?.contract;
  }
}
