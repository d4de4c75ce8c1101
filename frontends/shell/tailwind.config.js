const { preset, platformContent } = require('../platform/federation/tailwind.preset');

/** @type {import('tailwindcss').Config} */
module.exports = {
  presets: [preset],
  content: ['./src/**/*.{ts,tsx}', './public/index.html', platformContent],
};
