const { preset, platformContent } = require('../platform/federation/tailwind.preset');

/**
 * The editor's utilities are scoped under its root element ([data-remote="editor"]): inside the shell they
 * cannot override the shell's own utility classes (both stylesheets hold Tailwind utilities), and preflight
 * comes from the host page (src/standalone.css adds it when the editor runs alone).
 *
 * @type {import('tailwindcss').Config}
 */
module.exports = {
  presets: [preset],
  important: '[data-remote="editor"]',
  content: ['./src/**/*.{ts,tsx}', platformContent],
};
