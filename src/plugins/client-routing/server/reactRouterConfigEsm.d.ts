// The ES module file of react-router-config, imported by path so the server alias does not catch it.
declare module 'react-router-config/esm/react-router-config.js' {
  export * from 'react-router-config';
}
