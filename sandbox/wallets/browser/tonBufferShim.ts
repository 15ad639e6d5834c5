// esbuild `inject`: a free `Buffer` in the browser bundle (what @ton/core reads) becomes this one.
export { Buffer } from 'buffer'
