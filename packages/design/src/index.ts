// @qurio/design: the tokens both apps draw from, so the web and the phone app look like one product.
export * from './icons.js';
export * from './icons-actions.js';
export * from './icons-screens.js';
export * from './tokens.js';
