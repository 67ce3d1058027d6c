// Filled by the course screens; until then the page says it is coming.
export { Component } from './placeholder-route.tsx';
