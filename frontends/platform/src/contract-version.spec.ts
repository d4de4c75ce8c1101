/**
 * Remotes state the platform version they bundle as their contract version (federation/remote-webpack.js) and the
 * shell compares it with API_CONTRACT_VERSION: the two numbers are one, bumped together.
 */
import { API_CONTRACT_VERSION } from '@resume/contracts';
import platformPackage from '../package.json';

it('the platform version is the API contract version the shell checks remotes against', () => {
  expect(platformPackage.version).toBe(API_CONTRACT_VERSION);
});
