/**
 * Tailwind preset shared by the shell and the remotes: the product's palette and the few animations the toast and
 * dialog use. The app's primary is blue-600 (#2563EB, 5.2:1 on white and under white text; the spec's #3B82F6 is
 * 3.7:1, too light for text and button labels: docs/decisions/0030-accessibility.md); the spec's colours stay the
 * resumes' theme colours (@resume/contracts THEMES). Each app's tailwind.config.js adds its own content globs plus
 * `platformContent` so the classes of the platform UI kit and of @resume/features are generated.
 */
const path = require('path');

// The feature components (@resume/features, e.g. the export picker) are built from the same kit's classes.
const platformContent = path.join(__dirname, '../../{platform,features}/src/**/*.{ts,tsx}');

/** @type {import('tailwindcss').Config} */
const preset = {
  theme: {
    container: { center: true, padding: '1rem', screens: { '2xl': '1200px' } },
    extend: {
      colors: {
        primary: { DEFAULT: '#2563EB', hover: '#1D4ED8', foreground: '#FFFFFF', soft: '#EFF6FF' },
        secondary: { DEFAULT: '#60A5FA' },
        destructive: { DEFAULT: '#DC2626', foreground: '#FFFFFF' },
      },
      fontFamily: {
        sans: [
          'Inter',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'zoom-in': {
          from: { opacity: '0', transform: 'translate(-50%, -48%) scale(0.96)' },
          to: { opacity: '1', transform: 'translate(-50%, -50%) scale(1)' },
        },
        'slide-in-from-bottom': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
        'slide-out-right': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
      },
      animation: {
        'fade-in': 'fade-in 150ms ease-out',
        'zoom-in': 'zoom-in 150ms ease-out',
        'toast-in': 'slide-in-from-bottom 200ms ease-out',
        'toast-out': 'slide-out-right 150ms ease-in',
      },
    },
  },
  plugins: [],
};

module.exports = { preset, platformContent };
