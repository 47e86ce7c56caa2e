import { expect } from 'chai';
import { usernameKey } from './reservations';
import { Username, USERNAME_CHARACTERS, USERNAME_TOO_SHORT } from '@more-ai/contracts/api/auth';
import { usernameSkeleton } from './username';

const messageOf = (input: unknown) => {
  const result = Username.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('usernames', () => {
  it('takes letters of any script, digits, dots, underscores and hyphens', () => {
    for (const name of ['asha', 'Ravi_2', 'film.buff', 'k-drama', 'अनुराग', 'Zoë', '映画好き', 'José'])
      expect(Username.parse(name)).to.equal(name.normalize('NFC'));
  });

  it('refuses spaces, symbols, a leading separator and too few characters, saying what is allowed', () => {
    for (const name of ['two words', 'at@sign', 'semi;colon', '_lead', '.dot', '<b>x</b>', 'emoji🎬'])
      expect(messageOf(name)).to.equal(USERNAME_CHARACTERS);
    expect(messageOf('ab')).to.equal(USERNAME_TOO_SHORT);
    expect(messageOf('a'.repeat(31))).to.equal('Username must be at most 30 characters');
  });

  it('refuses zero-width, invisible and control characters before anything else', () => {
    expect(messageOf('ad\u200bmin')).to.equal('Username contains an invisible character (U+200B)');
    expect(messageOf('ad\u200dmin')).to.equal('Username contains an invisible character (U+200D)');
    expect(messageOf('adm\u0000in')).to.equal('Username contains a control character (U+0000)');
  });

  it("gives look-alikes one skeleton: 'admin' with a Cyrillic a, in capitals, in full-width letters, as 'adrnin'", () => {
    const admin = usernameSkeleton('admin');
    for (const lookAlike of ['аdmin', 'ADMIN', 'ａｄｍｉｎ', 'adrnin']) expect(usernameSkeleton(lookAlike), lookAlike).to.equal(admin);
    expect(usernameKey('аdmin')).to.equal(usernameKey('admin'));
    expect(usernameSkeleton('asha')).to.not.equal(usernameSkeleton('ashb'));
    expect(usernameSkeleton('bob0')).to.equal(usernameSkeleton('bobo'));
  });
});
