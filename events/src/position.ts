// The store's global order is also the API's position token (body `position`, X-Event-Position,
// X-Min-Position), so it is defined with the API contracts, where the UI can use it too.
export * from '@more-ai/contracts/position';
