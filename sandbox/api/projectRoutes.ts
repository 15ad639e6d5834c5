import { apiError } from './apiError'
import type { ProjectOverrides } from './projects'
import type { RouteRegistrar } from './types'

/** GET /appkit/v1/config, /projects/v1/origins and /getAnalyticsConfig, per projectId. */
export function mountProjectRoutes(routes: RouteRegistrar, projects: ProjectOverrides): void {
  routes.get('/appkit/v1/config', (req) => {
    const scenario = projects.resolve(req.query.get('projectId'))
    if (scenario.error) return apiError(scenario.error.status, scenario.error.message, 'UNAUTHORIZED')
    return { json: { features: scenario.features } }
  })
  routes.get('/projects/v1/origins', (req) => {
    const scenario = projects.resolve(req.query.get('projectId'))
    if (scenario.error) return apiError(scenario.error.status, scenario.error.message, 'UNAUTHORIZED')
    return { json: { allowedOrigins: scenario.allowedOrigins } }
  })
  routes.get('/getAnalyticsConfig', (req) => {
    const scenario = projects.resolve(req.query.get('projectId'))
    return { json: { isAnalyticsEnabled: scenario.isAnalyticsEnabled } }
  })
}
