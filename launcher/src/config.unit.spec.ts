import { expect } from 'chai';
import { readLauncherConfig } from './config';

describe("npm start's settings", () => {
  it('listens on loopback only unless HOST says otherwise: the dev mailbox and demo logins stay on this machine', () => {
    expect(readLauncherConfig({}).host).to.equal('127.0.0.1');
    expect(readLauncherConfig({ HOST: '0.0.0.0' }).host).to.equal('0.0.0.0');
  });

  it('sends mail to the embedded dev mailbox only when no SMTP_URL is set', () => {
    expect(readLauncherConfig({}).smtpUrl).to.equal(undefined);
    expect(readLauncherConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl).to.equal('smtp://mail.example.com:587');
  });
});
