/** Oslo dates for the site: written once in model/ (the Studio's previews use the same words). */
export * from '../../model/osloTime';
