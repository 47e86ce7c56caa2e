export { default } from '@more-ai/lint';
