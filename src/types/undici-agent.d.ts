// Types for the deep import of undici's Agent (see src/api/undici-transport.ts).
declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici';
  export default Agent;
}
