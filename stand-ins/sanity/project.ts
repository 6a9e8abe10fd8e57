/**
 * The fixed answers about "who is logged in" and "which project is this": one administrator with
 * full rights on one project and its one dataset. Shapes as the hosted API returns them.
 */
import { STUDIO_TITLE } from '../../model/site';

export const STAND_IN_TOKEN = 'stand-in-token';

export function currentUser() {
  return {
    id: 'pStandIn',
    name: 'Frivillig Testbruker',
    email: 'frivillig@example.invalid',
    profileImage: null,
    role: 'administrator',
    roles: [
      {
        name: 'administrator',
        title: 'Administrator',
        description: 'Read and write access to all datasets, with full access to all project settings.',
      },
    ],
    provider: 'sanity',
  };
}

export function project(projectId: string, dataset: string) {
  const user = currentUser();
  return {
    id: projectId,
    displayName: STUDIO_TITLE,
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    metadata: { color: '#2c4a6e', externalStudioHost: null },
    maxRetentionDays: 3,
    activityFeedEnabled: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    members: [
      {
        id: user.id,
        createdAt: '2026-11-20T09:00:00.000Z',
        updatedAt: '2026-11-20T09:00:00.000Z',
        isCurrentUser: true,
        isRobot: false,
        role: 'administrator',
        roles: user.roles,
      },
    ],
    features: [],
    datasets: [{ name: dataset, aclMode: 'public' }],
  };
}

/** Dataset ACL (GET /projects/:id/datasets/:dataset/acl): the administrator may do everything. */
export const FULL_ACCESS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage'] }];

/** Project grants (GET /projects/:id/grants), by resource type. */
const ALL = ['read', 'create', 'update', 'delete', 'history', 'manage'].map((name) => ({ name, params: {} }));
export const PROJECT_GRANTS = {
  'sanity.project': [{ grants: ALL, config: {} }],
  'sanity.project.datasets': [{ grants: ALL, config: {} }],
  'sanity.document.filter.mode': [{ grants: ALL, config: { filter: '_id in path("**")' } }],
};
