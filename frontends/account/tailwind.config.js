const { preset, platformContent } = require('../platform/federation/tailwind.preset');

/**
 * The account remote's utilities are scoped under its root element ([data-remote="account"]): inside the shell they
 * cannot override the shell's own utility classes (both stylesheets hold Tailwind utilities), and preflight
 * comes from the host page (src/standalone.css adds it when it runs alone).
 *
 * @type {import('tailwindcss').Config}
 */
module.exports = {
  presets: [preset],
  important: '[data-remote="account"]',
  content: ['./src/**/*.{ts,tsx}', platformContent],
};
