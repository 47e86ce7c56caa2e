import { expect } from 'chai';
import { moodsRead } from './moods';

describe('moods, in the words of the catalog', () => {
  for (const [said, read] of [
    ['something to cheer me up', 'something to feel good'],
    ['a pick-me-up after a long week', 'a feel good feel good'],
    ['a cosy rainy sunday film', 'a feel good feel good film'],
    ['i want a good cry', 'i want tearjerker'],
    ['a tear-jerker that makes you cry', 'a tearjerker that tearjerker'],
    ['keeps me on the edge of my seat', 'keeps me on the thriller'],
    ['a nail-biting white-knuckle ride', 'a thriller thriller ride'],
    ['a slow-burn mystery', 'a slow burn mystery'],
    ['bleak and harrowing', 'dark and dark'],
    ['light-hearted and goofy', 'comedy and comedy'],
    ['date night with my partner', 'romantic romantic'],
    ['lonely and wistful', 'loneliness and melancholy'],
    ['nostalgic, about growing up', 'nostalgia , about coming of age'],
    ['a sweeping spectacle', 'a epic epic'],
    ['wrongly jailed, behind bars', 'wrongly prison , prison'],
    ['for the whole family, animated', 'for family , animation'],
    ['a murder mystery', 'a whodunit'],
    ['a bank job', 'a heist'],
    ['pixar films about feelings', 'pixar films about emotions'],
    ['007 films', 'james bond films'],
    ['the mcu', 'the marvel cinematic universe'],
    ['old disney cartoons', 'old walt disney animation'],
    ['the yrf spy-verse', 'the yrf yrf spy universe'],
    ['the lcu', 'the lokesh cinematic universe'],
  ] as const) {
    it(`reads '${said}' as '${read}'`, () => expect(moodsRead(said)).to.equal(read));
  }

  it('reads only whole words, and leaves what is no mood as it was', () => {
    expect(moodsRead('a tensed spring, kidsville, sobering')).to.equal('a tensed spring, kidsville, sobering');
    expect(moodsRead('  space   opera  ')).to.equal('space opera');
  });

  it('reads every mood of a prompt, phrases across spaces', () => {
    expect(moodsRead('a gripping murder mystery, cheer us up')).to.equal('a thriller whodunit , feel good');
  });

  it('reads a mood in any case', () => {
    expect(moodsRead('GRIPPING')).to.equal('thriller');
  });
});
