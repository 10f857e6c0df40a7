// The icon styles ship as a file: the icon library would otherwise add them as an inline <style>
// element, which the Content-Security-Policy (style-src 'self') refuses. Imported first, before
// any icon is rendered.
import '@fortawesome/fontawesome-svg-core/styles.css';
import { config } from '@fortawesome/fontawesome-svg-core';

config.autoAddCss = false;
