// The icon styles ship as a file (the Content-Security-Policy, style-src 'self', refuses inline
// <style> elements); ui/Icon.tsx draws the icons with the classes it defines. Imported first,
// before any icon is rendered.
import '@fortawesome/fontawesome-svg-core/styles.css';
