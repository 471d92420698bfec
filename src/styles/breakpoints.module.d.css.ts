// Media queries from breakpoints.module.css, for matchMedia.
export declare const small: string;
export declare const tablet: string;
export declare const desktop: string;
export declare const wide: string;
