/** A CSS module (`x.module.css`): its class names, scoped to the file by Vite. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A global stylesheet imported for its effect (`import './styles/base.css'`). */
declare module '*.css';

/** A file Vite emits as an asset of its own, never inlined as a `data:` URL (`import url from './x.svg?no-inline'`): its address. */
declare module '*?no-inline' {
  const url: string;
  export default url;
}
