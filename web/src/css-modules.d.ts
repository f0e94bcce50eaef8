/** A CSS module (`x.module.css`): its class names, scoped to the file by Vite. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A global stylesheet imported for its effect (`import './styles/base.css'`). */
declare module '*.css';
