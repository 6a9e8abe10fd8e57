/** Series expansion for the site: written once in model/ (the Studio's «Avlys en dato» offers the same dates). */
export * from '../../model/recurrence';
