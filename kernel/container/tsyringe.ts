// tsyringe throws at import unless a Reflect metadata polyfill is already installed, so every
// kernel module takes tsyringe from here, where the polyfill is imported first.
import 'reflect-metadata'

export { container, instanceCachingFactory, Lifecycle } from 'tsyringe'
export type { DependencyContainer, InjectionToken } from 'tsyringe'
