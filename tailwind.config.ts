import type { Config } from 'tailwindcss'

/**
 * The theme. Colours are chosen for WCAG AA contrast: `brand-700`+ and `ink-600`+ on white,
 * white on `brand-700`+ and on `accent-700`.
 */
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4fb',
          100: '#d6e4f5',
          200: '#adc8ea',
          300: '#7ea6da',
          400: '#4f80c4',
          500: '#2f62a8',
          600: '#234d88',
          700: '#1c3d6d',
          800: '#152e53',
          900: '#0e1f39',
          950: '#081326',
        },
        accent: {
          50: '#fbf6ea',
          100: '#f5e8c7',
          300: '#e3c170',
          500: '#c9962c',
          600: '#a87a1f',
          700: '#7f5b16',
        },
        ink: {
          50: '#f7f8fa',
          100: '#eceff3',
          200: '#d5dbe3',
          300: '#b3bcc8',
          500: '#6b7789',
          600: '#4f5a6b',
          700: '#3a4453',
          800: '#262e3a',
          900: '#151b24',
        },
      },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
        serif: ['ui-serif', 'Georgia', 'Cambria', '"Times New Roman"', 'serif'],
      },
      maxWidth: { content: '72rem' },
    },
  },
} satisfies Config
