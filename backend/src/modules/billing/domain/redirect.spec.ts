import { appReturnUrl } from './redirect';

describe('appReturnUrl', () => {
  it.each([
    ['http://app.example.test/pricing?success=true', 'http://app.example.test', true],
    ['http://app.example.test', 'http://app.example.test', true],
    ['https://cv.example.com/app/pricing', 'https://cv.example.com/app', true],
    ['https://cv.example.com/app', 'https://cv.example.com/app', true],
    ['https://cv.example.com/application', 'https://cv.example.com/app', false],
    ['https://cv.example.com/other', 'https://cv.example.com/app', false],
    ['https://cv.example.com/app/../other', 'https://cv.example.com/app', false],
    ['https://app.example.test/pricing', 'http://app.example.test', false],
    ['http://app.example.test:8080/pricing', 'http://app.example.test', false],
    ['http://app.example.test.evil.example/', 'http://app.example.test', false],
    ['http://user:pass@app.example.test/', 'http://app.example.test', false],
    ['http://evil.example\\@app.example.test/', 'http://app.example.test', false],
    ['http://app.example.test%40evil.example/', 'http://app.example.test', false],
    ['//evil.example/', 'http://app.example.test', false],
    ['/pricing', 'http://app.example.test', false],
    ['javascript:alert(1)', 'http://app.example.test', false],
    ['', 'http://app.example.test', false],
  ])('%s on %s: %s', (url, app, expected) => {
    expect(appReturnUrl(url, app) !== null).toBe(expected);
  });

  it.each([
    ['http://app.example.test\\@evil.example/', 'http://app.example.test/@evil.example/'],
    ['HTTP://App.Example.Test:80/pricing', 'http://app.example.test/pricing'],
    ['http://app.example.test', 'http://app.example.test/'],
    ['http://app.example.test/a/%2e%2e/pricing?x=<y>', 'http://app.example.test/pricing?x=%3Cy%3E'],
  ])('gives %s as the parsed href %s', (typed, href) => {
    expect(appReturnUrl(typed, 'http://app.example.test')).toBe(href);
  });
});
