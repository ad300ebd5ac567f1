// Non-code imports the Rspack preset handles (css is injected, images become URLs).
declare module '*.css';
declare module '*.png' { const url: string; export default url; }
declare module '*.jpg' { const url: string; export default url; }
declare module '*.svg' { const url: string; export default url; }
declare module '*.svg?inline' { const dataUrl: string; export default dataUrl; }
declare module '*.webp' { const url: string; export default url; }
