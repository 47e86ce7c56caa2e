import { expect } from 'chai';
import { otpMail } from './templates';

describe('one-time code mails', () => {
  it('puts the code and its validity in both parts, branded MoRe AI', () => {
    for (const purpose of ['verify-email', 'reset-password'] as const) {
      const mail = otpMail(purpose, { username: 'asha', otp: '482913', minutesValid: 10 });
      for (const part of [mail.text, mail.html]) {
        expect(part, purpose).to.include('482913').and.include('valid for 10 minutes').and.include('MoRe AI');
      }
      expect(mail.subject, purpose).to.include('MoRe AI');
      expect(mail.text, purpose).to.match(/^Hi asha,/);
      expect(mail.html, purpose)
        .to.include('Hi asha,')
        .and.match(/^<!doctype html>/)
        .and.include('<html lang="en">');
    }
  });

  it('gives the code a line of its own in the text part, so it is easy to find and copy', () => {
    const { text } = otpMail('verify-email', { username: 'asha', otp: '007700', minutesValid: 10 });
    expect(text.split('\n').map((line) => line.trim())).to.include('007700');
    expect(text.match(/\b\d{6}\b/g)).to.deep.equal(['007700']);
  });

  it('says what the code is for', () => {
    const verify = otpMail('verify-email', { username: 'asha', otp: '111111', minutesValid: 10 });
    const reset = otpMail('reset-password', { username: 'asha', otp: '111111', minutesValid: 10 });
    expect(verify.subject).to.equal('Your MoRe AI verification code');
    expect(reset.subject).to.equal('Your MoRe AI password reset code');
    expect(verify.html).to.include('Verify your e-mail').and.not.include('Reset your password');
    expect(reset.html).to.include('Reset your password').and.not.include('Verify your e-mail');
    expect(reset.text).to.include('your password stays as it is');
  });

  it('tells the minutes it was given', () => {
    const mail = otpMail('reset-password', { username: 'asha', otp: '123456', minutesValid: 15 });
    expect(mail.text).to.include('valid for 15 minutes');
    expect(mail.html).to.include('valid for 15 minutes');
  });

  it('shows a username as text, never as markup', () => {
    const { html, text } = otpMail('verify-email', { username: '<img src=x onerror=alert(1)>', otp: '123456', minutesValid: 10 });
    expect(html).to.include('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).to.not.include('<img');
    expect(text).to.include('Hi <img src=x onerror=alert(1)>,');
  });

  it('lays the HTML out for mail clients and dark mode', () => {
    const { html } = otpMail('verify-email', { username: 'asha', otp: '123456', minutesValid: 10 });
    expect(html).to.include('<table role="presentation"');
    expect(html).to.include('<meta name="color-scheme" content="light dark">').and.include('@media (prefers-color-scheme: dark)');
    expect(html).to.not.match(/<script|<link /i);
  });
});
