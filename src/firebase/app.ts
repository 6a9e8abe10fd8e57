/**
 * The one Firebase app of the page. Products (auth, firestore, database, storage…) live in their
 * own modules beside this one so each island or demo screen pulls in only what it uses.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './config';

export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseOptions);
}
