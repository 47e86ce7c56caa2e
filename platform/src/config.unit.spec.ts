import { expect } from 'chai';
import { readConfig, readServiceConfig, settingsOf } from './config';

const service = { DATABASE_URL: 'postgres://app:secret@postgres:5432/more', PII_MASTER_KEY: 'a-key' };

describe("npm start's settings", () => {
  it('listens on loopback only unless HOST says otherwise: the dev mailbox and demo logins stay on this machine', () => {
    expect(readConfig({}).host).to.equal('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).to.equal('0.0.0.0');
  });

  it('sends mail to the embedded dev mailbox only when no SMTP_URL is set', () => {
    expect(readConfig({}).smtpUrl).to.equal(undefined);
    expect(readConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl).to.equal('smtp://mail.example.com:587');
  });

  it('refuses a malformed setting by its name, and a superadmin e-mail without its password', () => {
    expect(() => readConfig({ PORT: 'eighty' })).to.throw('Invalid setting PORT');
    expect(() => readConfig({ SMTP_URL: 'mail.example.com' })).to.throw('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(() => readConfig({ SUPERADMIN_EMAIL: 'root@example.com' })).to.throw('set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together');
  });
});

describe("a service's settings when it runs on its own", () => {
  it('requires the database and the personal-data master key, which have no embedded default', () => {
    expect(() => readServiceConfig('projections', { PII_MASTER_KEY: 'a-key' })).to.throw('Invalid setting DATABASE_URL');
    expect(() => readServiceConfig('projections', { DATABASE_URL: service.DATABASE_URL })).to.throw('Invalid setting PII_MASTER_KEY');
  });

  it("listens on the service's own port unless PORT says otherwise", () => {
    expect(readServiceConfig('command-api', service).port).to.equal(3001);
    expect(readServiceConfig('read-api', service).port).to.equal(3002);
    expect(readServiceConfig('read-api', { ...service, PORT: '8080' }).port).to.equal(8080);
  });

  it('reads only the settings listed for it, so its container knows what to set', () => {
    expect(readServiceConfig('read-api', { ...service, COMMAND_API_URL: 'http://command-api:3001' }).commandApiUrl).to.equal(
      'http://command-api:3001',
    );
    expect(readServiceConfig('projections', { ...service, COMMAND_API_URL: 'http://elsewhere:1' }).commandApiUrl).to.equal(
      'http://localhost:3001',
    );
    expect(settingsOf('processes')).to.include.members(['DATABASE_URL', 'PII_MASTER_KEY', 'PROCESS_GRACE_SECONDS']).and.not.include('HOST');
  });
});
