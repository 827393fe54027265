// Prism highlights every `code[class*="language-"]` of the page by itself once it loads, unless
// `Prism.manual` is set before its core runs: this module runs first (see prism.ts).
(globalThis as { Prism?: { manual: boolean } }).Prism = { manual: true };
