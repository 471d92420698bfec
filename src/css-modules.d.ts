// CSS modules export their class names as named exports (css-loader's namedExport).
declare module '*.module.css' {
  const classNames: Readonly<Record<string, string>>;
  export = classNames;
}
