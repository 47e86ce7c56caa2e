import { expect } from 'chai';
import { menuItemAfter } from './menu-keyboard';

describe('menu keyboard (menuItemAfter)', () => {
  it('moves down and up one item, wrapping round at the ends', () => {
    expect(menuItemAfter('ArrowDown', 0, 3)).to.equal(1);
    expect(menuItemAfter('ArrowDown', 2, 3)).to.equal(0);
    expect(menuItemAfter('ArrowUp', 1, 3)).to.equal(0);
    expect(menuItemAfter('ArrowUp', 0, 3)).to.equal(2);
  });

  it('starts at the first item going down and the last going up when no item has focus', () => {
    expect(menuItemAfter('ArrowDown', -1, 3)).to.equal(0);
    expect(menuItemAfter('ArrowUp', -1, 3)).to.equal(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(menuItemAfter('Home', 2, 4)).to.equal(0);
    expect(menuItemAfter('End', 0, 4)).to.equal(3);
  });

  it('leaves other keys and empty menus alone', () => {
    expect(menuItemAfter('Enter', 1, 3)).to.equal(undefined);
    expect(menuItemAfter('a', 1, 3)).to.equal(undefined);
    expect(menuItemAfter('ArrowDown', -1, 0)).to.equal(undefined);
  });
});
