import { expect } from 'chai';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { IMPORT_NOT_FOUND } from '@more-ai/contracts/api/imports';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';

const DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-01-03,Parasite,2019,https://boxd.it/a,4.5,,,2024-01-02',
  '2024-01-06,Spirited Awayy,2001,https://boxd.it/d,5,,,2024-01-06',
  '2024-01-08,A Film Nobody Made,2020,https://boxd.it/f,2,,,2024-01-08',
].join('\n');
const UNKNOWN_ID = '5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70';

describe('reading an import back (GET /api/imports/{importId})', function () {
  this.timeout(240_000);
  let app: TestApp;
  let members = 0;
  const newMember = () => signedUpMember(app, `reviewer${(members += 1)}`);

  const upload = async (member: Member) => {
    const cookies = [...member.visitor.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    const answer = await app.request('POST', '/api/imports?file=diary.csv', {
      raw: DIARY,
      headers: { Cookie: cookies, 'X-XSRF-TOKEN': decodeURIComponent(member.visitor.cookie('XSRF-TOKEN')!), 'Content-Type': 'text/csv' },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    return answer.body.import;
  };

  before(async function () {
    this.timeout(180_000);
    app = await startTestApp('import_reads', { catalogDir: SAMPLE_CATALOG_DIR });
    await app.settled();
  });
  after(() => app.close());

  it('gives its owner the review the upload answered, not yet applied', async () => {
    const member = await newMember();
    const draft = await upload(member);
    expect(draft.counts).to.deep.equal({ matched: 1, uncertain: 1, notFound: 1 });
    const read = await readAfterAll(app, member, `/api/imports/${draft._id}`);
    expect(read.status, JSON.stringify(read.body)).to.equal(200);
    expect(read.body).to.deep.equal({ import: draft, applied: null });
  });

  it('answers 404 to anyone else, the same as for an import that does not exist', async () => {
    const owner = await newMember();
    const draft = await upload(owner);
    const stranger = await newMember();
    const theirs = await readAfterAll(app, stranger, `/api/imports/${draft._id}`);
    const none = await readAfterAll(app, stranger, `/api/imports/${UNKNOWN_ID}`);
    expect(theirs.status).to.equal(404);
    expect(theirs.body).to.deep.include({ message: IMPORT_NOT_FOUND, code: 'IMPORT_NOT_FOUND' });
    expect(none.status).to.equal(404);
    expect(none.body).to.deep.equal(theirs.body);
  });

  it('answers 401 to someone not signed in, and 400 to an id that is not one', async () => {
    const member = await newMember();
    const draft = await upload(member);
    await app.settled();
    expect((await app.request('GET', `/api/imports/${draft._id}`)).status).to.equal(401);
    const malformed = await member.visitor.request('GET', '/api/imports/not%20an%20id');
    expect(malformed.status, JSON.stringify(malformed.body)).to.equal(400);
    expect(malformed.body.message).to.equal('Import id is not a valid id');
  });

  it('shows what applying it added once it is applied', async () => {
    const member = await newMember();
    const draft = await upload(member);
    const [uncertain] = draft.uncertain;
    const applied = await member.visitor.request('POST', `/api/imports/${draft._id}/apply`, {
      json: { decisions: [{ row: uncertain.row, movieId: uncertain.candidates[0].movieId }] },
    });
    expect(applied.status, JSON.stringify(applied.body)).to.equal(200);
    const read = await readAfterAll(app, member, `/api/imports/${draft._id}`);
    expect(read.body).to.deep.equal({ import: draft, applied: applied.body.summary });
    expect(read.body.applied).to.deep.include({ entries: 2, skipped: 1 });
  });

  it("forgets a member's imports when they delete their account", async () => {
    const member = await newMember();
    const draft = await upload(member);
    await app.settled();
    expect(await app.db('rm_imports.drafts').where({ import_id: draft._id }).first()).to.not.equal(undefined);
    expect((await member.visitor.request('DELETE', '/api/auth/delete-account')).status).to.equal(200);
    await app.settled();
    expect(await app.db('rm_imports.drafts').where({ user_id: member.userId })).to.deep.equal([]);
  });
});
