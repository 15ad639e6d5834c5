// A storage backend in memory, for tests outside the kernel (the shell's server-render test).
export { createMemoryBackend } from '../storage/createKitStorage'
