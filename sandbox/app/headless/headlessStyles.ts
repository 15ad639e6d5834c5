// The page's own look, light and dark from the visitor's setting; logical properties only.
export const HEADLESS_CSS = `
:root { color-scheme: light dark; font: 15px/1.5 system-ui, sans-serif; }
body { margin: 0; background: light-dark(#f6f7f9, #121417); color: light-dark(#16181d, #eceef2); }
main { max-inline-size: 44rem; margin-inline: auto; padding: 2rem 1rem; }
section { background: light-dark(#fff, #1c1f25); border: 1px solid light-dark(#d5d9e0, #343a45); border-radius: 12px; padding: 1rem; margin-block-end: 1rem; }
h2 { font-size: 1.05rem; margin-block: 0 .75rem; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
button, input { font: inherit; }
button { cursor: pointer; border-radius: 8px; border: 1px solid light-dark(#b8bfcc, #4a5160); background: light-dark(#fff, #262a32); color: inherit; padding-block: .4rem; padding-inline: .75rem; }
button:disabled { cursor: default; opacity: .6; }
.wallet { display: flex; align-items: center; gap: .5rem; inline-size: 100%; text-align: start; }
.wallet img { inline-size: 28px; block-size: 28px; border-radius: 6px; }
.tag { margin-inline-start: auto; font-size: .8rem; color: light-dark(#3d4452, #b8bfcc); }
input { border-radius: 8px; border: 1px solid light-dark(#8a93a3, #6b7382); background: light-dark(#fff, #121417); color: inherit; padding-block: .4rem; padding-inline: .6rem; inline-size: 100%; box-sizing: border-box; }
.filters { border: 0; padding: 0; margin-block: 0 .75rem; display: flex; flex-wrap: wrap; gap: .5rem 1rem; }
.filters legend { padding: 0; margin-block-end: .25rem; font-weight: 600; }
.filters input { inline-size: auto; margin-inline-end: .35rem; }
select { font: inherit; margin-inline-start: .35rem; border-radius: 8px; border: 1px solid light-dark(#8a93a3, #6b7382); background: light-dark(#fff, #121417); color: inherit; }
.pay { font-size: .75rem; border-radius: 6px; padding-inline: .35rem; background: light-dark(#e3ecfd, #203252); color: light-dark(#0b3d91, #cfe0ff); }
.row { display: flex; gap: .5rem; align-items: center; margin-block: .5rem; }
code { word-break: break-all; font-size: .8rem; }
a { color: light-dark(#0b57d0, #8ab4f8); }
[role=alert] { color: light-dark(#b3261e, #ffb4ab); }
`
