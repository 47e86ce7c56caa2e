import { expect } from 'chai';
import { config } from 'zod';
import { validateWithoutGeneratedCode } from './generated-code';

describe('validateWithoutGeneratedCode', () => {
  let before: boolean | undefined;
  beforeEach(() => {
    before = config().jitless;
    config({ jitless: false });
  });
  afterEach(() => {
    config({ jitless: before });
  });

  it('turns off the compiled parsers that a strict Content-Security-Policy would refuse', () => {
    validateWithoutGeneratedCode();
    expect(config().jitless).to.equal(true);
  });
});
