/** Addresses of the e-mail screens of the admin dashboard (`email-templates` and `email-types`). */
export const EMAIL_TEMPLATES_PATH = '/admin-dashboard/email-templates';
export const EMAIL_TYPES_PATH = '/admin-dashboard/email-types';

/** The editor of a template: `/admin-dashboard/email-templates/edit/{id}`. */
export function templateEditPath(id: string): string {
  return `${EMAIL_TEMPLATES_PATH}/edit/${encodeURIComponent(id)}`;
}

/** The editor of a new template. */
export function newTemplatePath(): string {
  return `${EMAIL_TEMPLATES_PATH}/add`;
}
